import { describe, expect, it } from "vitest";

import { nlAdmin } from "@repo/strings";

import { shouldRetryStatus, uploadErrorMessage } from "./upload-path";

describe("uploadErrorMessage", () => {
  it("words the server's refusals", () => {
    expect(uploadErrorMessage(401)).toBe("Upload failed: Authorization required");
    expect(uploadErrorMessage(403)).toBe("Upload failed: Request has expired");
    expect(uploadErrorMessage(413)).toBe(`Upload failed: ${nlAdmin.form.uploadErrors.tooLarge}`);
    expect(uploadErrorMessage(415)).toBe(`Upload failed: ${nlAdmin.form.uploadErrors.notAnImage}`);
    expect(uploadErrorMessage(400)).toBe("Upload failed: Non 2xx (400)");
  });
});

describe("shouldRetryStatus", () => {
  it("retries 408, 409, 418, 423, 429 and 5xx except 501 and 505, nothing else", () => {
    expect([408, 409, 418, 423, 429, 500, 502, 503].every(shouldRetryStatus)).toBe(true);
    expect([400, 401, 403, 413, 415, 501, 505].some(shouldRetryStatus)).toBe(false);
  });
});
