import type { Locale } from "@uppy/core/utils";
import nl_NL from "@uppy/locales/lib/nl_NL";

import { nlAdmin } from "@repo/strings";

const { uploadFailed, missingMetaFields } = nlAdmin.form.uploadErrors;

/**
 * Uppy's own Dutch, except where the spec fixes the upload tool's words: its failure line and
 * its missing-metadata message stay as the spec writes them.
 */
export const uploadLocale: Locale<0 | 1> = {
  ...nl_NL,
  strings: {
    ...nl_NL.strings,
    uploadFailed,
    missingRequiredMetaFields: { 0: missingMetaFields, 1: missingMetaFields },
    // Read aloud as the dashboard's name; Uppy's own says "Uppy Dashboard".
    dashboardTitle: nlAdmin.form.uploadDialogTitle,
  },
};
