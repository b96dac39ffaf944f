import { nlAdmin } from "@repo/strings";

const messages = nlAdmin.form.uploadErrors;

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

/** Retried: 408, 409, 418, 423, 429 and every 5xx except 501 and 505 (those will not change). */
export function shouldRetryStatus(status: number): boolean {
  return RETRIED.has(status) || (status >= 500 && status <= 599 && status !== 501 && status !== 505);
}
