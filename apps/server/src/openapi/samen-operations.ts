import type { Operation } from "./operations";
import * as samen from "../samen/schemas";

/** 'Samen': a household's encrypted log, its snapshot and its live stream. */
export const SAMEN_OPERATIONS: Operation[] = [
  {
    method: "post",
    path: "/api/samen",
    summary:
      "'Samen': makes a shared household and answers its random id (144 bits). No cookie or account; the household's key is made on the device and never sent",
    ok: { status: 201, schema: samen.HouseholdSchema },
    errors: { 429: "Too many households made by one client in an hour; see Retry-After" },
  },
  {
    method: "post",
    path: "/api/samen/{id}/updates",
    summary:
      "Appends one encrypted update (AES-GCM ciphertext, base64url) and answers its sequence number; the server cannot read it",
    body: samen.UpdateInputSchema,
    ok: { status: 201, schema: samen.AppendedSchema },
    errors: {
      404: "No such household (removed, rotated or never made)",
      409: "The household holds 2 MiB: a snapshot must replace its log first",
      413: "One update is larger than 64 KiB",
      429: "Too many updates a minute for this household or from this client; see Retry-After",
    },
  },
  {
    method: "get",
    path: "/api/samen/{id}/updates",
    summary:
      "The encrypted updates after a sequence number, with the encrypted snapshot first when the log before it was replaced",
    parameters: [
      {
        name: "after",
        in: "query",
        description: "The last sequence number the client has (default 0)",
        schema: samen.AfterSchema,
      },
    ],
    ok: { status: 200, schema: samen.UpdatesSchema },
    errors: { 404: "No such household" },
  },
  {
    method: "put",
    path: "/api/samen/{id}/snapshot",
    summary:
      "Stores an encrypted snapshot of the state up to a sequence number; the updates up to it are removed (clients compact, the server cannot)",
    body: samen.SnapshotInputSchema,
    ok: { status: 200, schema: samen.SnapshotStoredSchema },
    errors: {
      404: "No such household",
      409: "The number is past the last update or before the snapshot kept",
      413: "Larger than 1 MiB",
    },
  },
  {
    method: "delete",
    path: "/api/samen/{id}",
    summary: "Removes a household and its log ('Nieuwe link' on a device that moved to a new one)",
    ok: { status: 204 },
    errors: { 404: "No such household" },
  },
  {
    method: "get",
    path: "/api/samen/{id}/events",
    summary:
      "Server-Sent Events: each new sequence number of the household as an event whose id is that number (reconnect with Last-Event-ID); 'gone' when the household is removed",
    parameters: [
      {
        name: "Last-Event-ID",
        in: "header",
        description: "The last number the client saw: the current one is sent at once only when it is newer",
        schema: samen.AfterSchema,
      },
    ],
    ok: { status: 200, mediaType: "text/event-stream" },
    errors: {
      404: "No such household",
      429: "Too many streams open from one client",
    },
  },
];
