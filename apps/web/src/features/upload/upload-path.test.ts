import { describe, expect, it } from "vitest";

import { nl } from "@repo/strings";

import { objectPathFromUploadUrl, shouldRetryStatus, uploadErrorMessage } from "./upload-path";

describe("objectPathFromUploadUrl", () => {
  it("keeps what follows recipe-images/ up to the query", () => {
    expect(
      objectPathFromUploadUrl(
        "http://127.0.0.1:4173/objects/upload/recipe-images/AbC_12-xyz?expires=1&signature=s",
      ),
    ).toBe("/objects/recipe-images/AbC_12-xyz");
  });

  it("works without a query string", () => {
    expect(objectPathFromUploadUrl("https://example.nl/objects/upload/recipe-images/key123")).toBe(
      "/objects/recipe-images/key123",
    );
  });

  it("returns null for a URL without an image key", () => {
    expect(objectPathFromUploadUrl("https://example.nl/other/upload")).toBeNull();
    expect(objectPathFromUploadUrl("https://example.nl/objects/upload/recipe-images/?expires=1")).toBeNull();
  });
});

describe("uploadErrorMessage", () => {
  it("words the server's refusals", () => {
    expect(uploadErrorMessage(401)).toBe("Upload failed: Authorization required");
    expect(uploadErrorMessage(403)).toBe("Upload failed: Request has expired");
    expect(uploadErrorMessage(413)).toBe(`Upload failed: ${nl.form.uploadErrors.tooLarge}`);
    expect(uploadErrorMessage(415)).toBe(`Upload failed: ${nl.form.uploadErrors.notAnImage}`);
    expect(uploadErrorMessage(400)).toBe("Upload failed: Non 2xx (400)");
  });
});

describe("shouldRetryStatus", () => {
  it("retries only the statuses the spec names", () => {
    expect([408, 409, 418, 423, 429, 500, 502, 503].every(shouldRetryStatus)).toBe(true);
    expect([400, 401, 403, 413, 415, 501, 505].some(shouldRetryStatus)).toBe(false);
  });
});
