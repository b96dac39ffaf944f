import { z } from "zod";

/** What a page import reads at most: the page, or the HTML or JSON-LD pasted in its place. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A recipe page to read: its address, or (for pages behind a login) its HTML or its JSON-LD. */
/** A recipe page's address: http or https, as the import fetches it. */
export const ImportUrlSchema = z.url({ protocol: /^https?$/, normalize: true }).max(2048);

export const ImportInputSchema = z.union([
  z.strictObject({ url: ImportUrlSchema }),
  z.strictObject({ html: z.string().min(1).max(IMPORT_MAX_BYTES) }),
  z.strictObject({
    jsonld: z.union([
      z.string().min(1).max(IMPORT_MAX_BYTES),
      z.record(z.string(), z.unknown()),
      z.array(z.unknown()),
    ]),
  }),
]);
export type ImportInput = z.input<typeof ImportInputSchema>;
