import type { PageImport } from "@repo/api";
import { ImportFailure } from "@repo/api";
import { IMAGE_PREFIX, MAX_IMAGE_BYTES } from "@repo/domain";
import { IMPORT_MAX_BYTES } from "@repo/schema";
import { nlTools } from "@repo/strings";

import type { Staging } from "../objects/staging";
import type { FetchGuardOptions } from "./fetch-guard";
import { processImage } from "../objects/images";
import { newImageKey } from "../objects/uploads";
import { createFetchGuard, FetchFailure, IMPORT_TIMEOUT_MS } from "./fetch-guard";

const PAGE_TYPES = /^(?:text\/html|application\/xhtml\+xml|application\/(?:ld\+)?json)\b/;
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.8";
const IMAGE_TYPES = /^image\//;
const IMAGE_ACCEPT = "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8";

const MESSAGES: Record<FetchFailure["reason"], string> = {
  refused: nlTools.import.refused,
  tooLarge: nlTools.import.tooLarge,
  timeout: nlTools.import.timeout,
  tooManyRedirects: nlTools.import.tooManyRedirects,
  type: nlTools.import.notHtml,
  unreachable: nlTools.import.unreachable,
};

/** The page's text in the charset it names (UTF-8 when it names none or one we do not know). */
function decode(body: Buffer, contentType: string): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * The import's fetches: pages up to 5 MB, images up to the upload limit, both through the guard.
 * Each import's fetches (the page, its redirects and its picture) share one deadline. A picture
 * is re-encoded as an upload is and staged: it becomes public only when a recipe is saved with
 * it, and goes after a day otherwise.
 */
export function createPageImport(staging: Staging, guard: Omit<FetchGuardOptions, "maxBytes">): PageImport {
  const pages = createFetchGuard({ ...guard, maxBytes: IMPORT_MAX_BYTES });
  const images = createFetchGuard({ ...guard, maxBytes: MAX_IMAGE_BYTES });
  const timeoutMs = guard.timeoutMs ?? IMPORT_TIMEOUT_MS;
  return {
    begin() {
      const deadline = AbortSignal.timeout(timeoutMs);
      return {
        async fetchPage(url) {
          try {
            const page = await pages(url, PAGE_TYPES, PAGE_ACCEPT, deadline);
            return { body: decode(page.body, page.contentType), url: page.url };
          } catch (error) {
            if (error instanceof FetchFailure) throw new ImportFailure(error.status, MESSAGES[error.reason]);
            throw error;
          }
        },
        async importImage(url) {
          const image = await images(url, IMAGE_TYPES, IMAGE_ACCEPT, deadline);
          const key = newImageKey();
          await staging.stage(key, await processImage(image.body));
          return `${IMAGE_PREFIX}${key}`;
        },
      };
    },
  };
}
