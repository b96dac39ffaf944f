import { describe, expect, it } from "vitest";

import { uploadLocale } from "./upload-locale";

describe("uploadLocale", () => {
  it("speaks Uppy's Dutch in the dashboard", () => {
    expect(uploadLocale.strings.dropPasteFiles).toBe("Sleep bestanden hier heen of %{browseFiles}");
    expect(uploadLocale.strings.browseFiles).toBe("blader naar bestanden");
    expect(uploadLocale.strings.uploadXFiles).toEqual({
      0: "Upload %{smart_count} bestand",
      1: "Upload %{smart_count} bestanden",
    });
    expect(uploadLocale.strings.dashboardTitle).toBe("Afbeelding uploaden");
  });

  it("keeps the spec's words for the upload tool's messages", () => {
    expect(uploadLocale.strings.uploadFailed).toBe("Upload failed");
    expect(uploadLocale.strings.missingRequiredMetaFields).toEqual({
      0: "Missing required meta field(s): %{fields}.",
      1: "Missing required meta field(s): %{fields}.",
    });
  });

  it("chooses Dutch plural forms", () => {
    expect(uploadLocale.pluralize(1)).toBe(0);
    expect(uploadLocale.pluralize(2)).toBe(1);
  });
});
