import type { Meta } from "@uppy/core";
import Compressor from "@uppy/compressor";
import Uppy from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import XHRUpload from "@uppy/xhr-upload";

import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "./upload-theme.css";

import { MAX_IMAGE_BYTES } from "@repo/domain";
import { nlAdmin } from "@repo/strings";

import { uploadLocale } from "./upload-locale";
import { shouldRetryStatus, uploadErrorMessage } from "./upload-path";

// This module is only ever loaded with import(), when an upload dialog first opens,
// so Uppy, its Dutch texts and its styles stay out of every visitor's download.

const INFO_MS = 5000;

/** The server's answer to a stored upload. */
interface UploadBody {
  objectPath?: string;
  [key: string]: unknown;
}

export type ImageUppy = Uppy<Meta, UploadBody>;

export interface UploaderCallbacks {
  /** A fresh signed PUT URL; rejects with a message fit to show. */
  getUploadUrl: () => Promise<string>;
  onUploadingChange: (uploading: boolean) => void;
  onUploaded: (objectPath: string) => void;
}

export function createUploader(callbacks: UploaderCallbacks): ImageUppy {
  const uppy: ImageUppy = new Uppy<Meta, UploadBody>({
    autoProceed: false,
    locale: uploadLocale,
    infoTimeout: INFO_MS,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_IMAGE_BYTES, allowedFileTypes: ["image/*"] },
  });
  const urls = new Map<string, string>();

  // Phone photos are scaled down before they leave the browser; the server resizes again anyway.
  uppy.use(Compressor, { maxWidth: 2560, maxHeight: 2560, quality: 0.85 });

  // Each file gets its own single-use URL just before it is sent (a retry gets a new one).
  uppy.addPreProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      let url: string;
      try {
        url = await callbacks.getUploadUrl();
      } catch (error) {
        const details = error instanceof Error ? error.message : nlAdmin.form.uploadErrors.uploadUrl;
        uppy.info({ message: nlAdmin.form.uploadErrors.uploadFailed, details }, "error", INFO_MS);
        throw error;
      }
      urls.set(id, url);
      uppy.setFileState(id, { xhrUpload: { endpoint: url } });
    }
  });

  uppy.use(XHRUpload, {
    endpoint: (file) => (Array.isArray(file) ? "" : (urls.get(file.id) ?? "")),
    method: "PUT",
    formData: false,
    limit: 1,
    timeout: 60_000,
    headers: (file) => ({ "content-type": file.type || "application/octet-stream" }),
    shouldRetry: (xhr) => shouldRetryStatus(xhr.status),
    // Uppy's default for a refusal reads like a network problem; say what the server meant.
    onAfterResponse: (xhr) => {
      if (xhr.status < 200 || xhr.status >= 300) throw new Error(uploadErrorMessage(xhr.status));
    },
  });

  uppy.on("upload", () => callbacks.onUploadingChange(true));
  uppy.on("error", () => callbacks.onUploadingChange(false));
  uppy.on("cancel-all", () => callbacks.onUploadingChange(false));
  // The server names the stored path; the client never rebuilds it from the upload URL.
  uppy.on("upload-success", (_file, response) => {
    const path = response.body?.objectPath;
    if (typeof path === "string" && path !== "") callbacks.onUploaded(path);
  });
  uppy.on("complete", (result) => {
    callbacks.onUploadingChange(false);
    // A finished image leaves the dashboard empty for the next one.
    if ((result.successful?.length ?? 0) > 0 && (result.failed?.length ?? 0) === 0) {
      urls.clear();
      uppy.clear();
    }
  });
  return uppy;
}

/** Shows the dashboard inside the given element; returns how to take it out again. */
export function mountDashboard(uppy: ImageUppy, target: HTMLElement, dark: boolean): () => void {
  uppy.use(Dashboard, {
    inline: true,
    target,
    width: "100%",
    height: 380,
    theme: dark ? "dark" : "light",
    note: nlAdmin.form.uploadNote,
    proudlyDisplayPoweredByUppy: false,
    hideProgressAfterFinish: true,
  });
  return () => {
    const dashboard = uppy.getPlugin("Dashboard");
    if (dashboard) uppy.removePlugin(dashboard);
  };
}
