import { z } from "zod";

import { CIPHERTEXT, HOUSEHOLD_ID } from "@repo/domain/samen";

/** What the 'Samen' routes take and give: ciphertext as base64url text, never anything readable. */
export const HouseholdIdSchema = z.string().regex(HOUSEHOLD_ID);
const Ciphertext = z.string().min(1).regex(CIPHERTEXT);
const Seq = z.number().int().min(0);

export const HouseholdSchema = z.object({ id: HouseholdIdSchema });
export const UpdateInputSchema = z.object({ data: Ciphertext });
export const AppendedSchema = z.object({ seq: Seq });
export const SnapshotInputSchema = z.object({ upTo: Seq, data: Ciphertext });
export const SnapshotStoredSchema = z.object({ snapshotSeq: Seq });
export const AfterSchema = z.coerce.number().int().min(0);
export const UpdatesSchema = z.object({
  seq: Seq,
  snapshot: z.object({ seq: Seq, data: Ciphertext }).nullable(),
  updates: z.array(z.object({ seq: Seq, data: Ciphertext })),
});
