import { nl } from "@repo/strings";

const FOLDER = "recipe-images/";

/**
 * The stored image path for a signed upload URL: what follows 'recipe-images/' up to the
 * query string, under /objects/recipe-images/. Null when the URL is not an upload URL.
 */
export function objectPathFromUploadUrl(uploadUrl: string): string | null {
  const start = uploadUrl.indexOf(FOLDER);
  if (start === -1) return null;
  const rest = uploadUrl.slice(start + FOLDER.length).split(/[?#]/, 1)[0] ?? "";
  return rest === "" ? null : `/objects/${FOLDER}${rest}`;
}

const messages = nl.form.uploadErrors;

/** Uppy shows this under its own 'Failed to upload {file}' for an answer outside 2xx. */
export function uploadErrorMessage(status: number): string {
  const reason =
    status === 401
      ? messages.unauthorized
      : status === 403
        ? messages.expired
        : status === 413
          ? messages.tooLarge
          : status === 415
            ? messages.notAnImage
            : `${messages.non2xx} (${status})`;
  return `${messages.uploadFailed}: ${reason}`;
}

const RETRIED = new Set([408, 409, 418, 423, 429]);

/** Section 8: retry on 408, 409, 418, 423, 429 and on 5xx except 501 and 505. */
export function shouldRetryStatus(status: number): boolean {
  return RETRIED.has(status) || (status >= 500 && status <= 599 && status !== 501 && status !== 505);
}
