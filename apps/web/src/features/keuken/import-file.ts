// Reading a file back: validated with zod, which loads with the import (the page itself needs none).
import { z } from "zod";

import type { ShoppingEntry } from "@repo/domain";
import { isShoppingEntry } from "@repo/domain";
import { PHASES } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";

import type { StoredWeek } from "../weekmenu/store";
import type { CookLog } from "./cook-log-store";
import type { KitchenData } from "./export-file";
import { isStoredWeek } from "../weekmenu/store";
import { isCooked } from "./cook-log-store";
import { FILE_FORMAT, FILE_MAX_BYTES } from "./export-file";

const word = z.string().max(100);
const words = z.array(word).max(500);

const fileSchema = z.object({
  format: z.literal(FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  saved: z.array(z.string().min(1).max(64)).max(500),
  shopping: z.object({
    entries: z.array(z.custom<ShoppingEntry>(isShoppingEntry)).max(200),
    ticks: z.array(z.string().max(300)).max(4000),
  }),
  week: z.custom<StoredWeek>(isStoredWeek).nullable(),
  staples: words,
  atHome: words,
  myList: z.object({ notOnList: words, phase: z.union(PHASES.map((p) => z.literal(p))) }),
  cooked: z.record(z.string().min(1).max(64), z.custom<CookLog[string]>(isCooked)),
});

export type ParsedFile = { ok: true; data: KitchenData } | { ok: false; error: string };

/** The data of a file, or a Dutch error: anything but our own file's shape changes nothing. */
export function parseFile(text: string): ParsedFile {
  if (text.length > FILE_MAX_BYTES) return { ok: false, error: nlKeuken.importTooBig };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: nlKeuken.importBad };
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: nlKeuken.importBad };
  const { format: _format, version: _version, exportedAt: _at, ...data } = parsed.data;
  return { ok: true, data };
}
