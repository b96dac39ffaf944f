// The recipe form's picture: its URL field, the upload dialog and the upload tool's errors.

export const formImage = {
  image: "Afbeelding",
  imagePlaceholder: "https://... of upload een afbeelding",
  upload: "Upload",
  uploading: "Uploading...",
  imagePreview: "Voorbeeld van de afbeelding",
  artPreviewNote: "Zonder foto krijgt het recept deze samengestelde afbeelding.",
  uploadDialogTitle: "Afbeelding uploaden",
  close: "Sluiten",
  uploadDialogText: "Kies of sleep één afbeelding (maximaal 10 MB) en start daarna de upload.",
  uploadNote: "Eén afbeelding, maximaal 10 MB",
  uploadLoading: "Bezig met laden...",
  /** Uppy's own messages for failed uploads, plus the server's reason. */
  uploadErrors: {
    uploadFailed: "Upload failed",
    unauthorized: "Authorization required",
    expired: "Request has expired",
    non2xx: "Non 2xx",
    tooLarge: "Het bestand is groter dan 10 MB.",
    notAnImage: "Alleen afbeeldingen kunnen worden geüpload.",
    uploadUrl: "Failed to get upload URL",
    /** The upload tool's wording; %{fields} is the tool's own placeholder. */
    missingMetaFields: "Missing required meta field(s): %{fields}.",
  },
} as const;
