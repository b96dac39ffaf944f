import { useCallback, useEffect, useRef, useState } from "react";

import { nlAdmin } from "@repo/strings";
import { buttonClass, Spinner } from "@repo/ui";
import { Dialog } from "@repo/ui/dialog";

import type { ImageUppy } from "./upload-uppy";
import { useDarkMode } from "~/components/theme";
import { toast } from "~/components/toaster";
import { useTRPCClient } from "~/lib/trpc";

interface Props {
  /** Receives the stored path the server answered the upload with. */
  onUploaded: (objectPath: string) => void;
  className?: string;
}

function isUnauthorized(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === "UNAUTHORIZED";
}

/**
 * The 'Upload' button and its modal dialog with Uppy's dashboard. Uppy is imported the
 * first time the dialog opens; the same instance then serves every later upload.
 */
export function UploadButton({ onUploaded, className = "" }: Props) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const uppy = useRef<Promise<ImageUppy> | null>(null);
  const onUploadedRef = useRef(onUploaded);
  const client = useTRPCClient();

  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const holder = uppy;
    return () => {
      void holder.current?.then((instance) => instance.destroy());
      holder.current = null;
    };
  }, []);

  const loadUploader = useCallback((): Promise<ImageUppy> => {
    uppy.current ??= import("./upload-uppy").then((module) =>
      module.createUploader({
        getUploadUrl: async () => {
          try {
            return (await client.uploads.createUploadUrl.mutate()).uploadURL;
          } catch (error) {
            const { unauthorized, uploadUrl } = nlAdmin.form.uploadErrors;
            throw new Error(isUnauthorized(error) ? `${uploadUrl}: ${unauthorized}` : uploadUrl, {
              cause: error,
            });
          }
        },
        onUploadingChange: setUploading,
        onUploaded: (path) => {
          onUploadedRef.current(path);
          setOpen(false);
          toast({ title: nlAdmin.toasts.uploadedTitle, description: nlAdmin.toasts.uploaded });
        },
      }),
    );
    return uppy.current;
  }, [client]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Closing an idle dialog drops the chosen file; a running upload carries on and still lands.
    if (!next && !uploading) void uppy.current?.then((instance) => instance.clear());
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width="lg"
      title={nlAdmin.form.uploadDialogTitle}
      description={nlAdmin.form.uploadDialogText}
      closeLabel={nlAdmin.form.close}
      trigger={
        <button
          type="button"
          disabled={uploading}
          className={buttonClass({ variant: "secondary", className: `shrink-0 ${className}` })}
        >
          {uploading ? <Spinner className="h-4 w-4" /> : <span aria-hidden="true">⇪</span>}
          {uploading ? nlAdmin.form.uploading : nlAdmin.form.upload}
        </button>
      }
    >
      <DashboardHost load={loadUploader} />
    </Dialog>
  );
}

/** Mounts Uppy's dashboard while the dialog is open, and takes it out when it closes. */
function DashboardHost({ load }: { load: () => Promise<ImageUppy> }) {
  const target = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const dark = useDarkMode();

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([load(), import("./upload-uppy")]).then(([instance, module]) => {
      if (cancelled || !target.current) return;
      unmount = module.mountDashboard(instance, target.current, dark);
      setReady(true);
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [load, dark]);

  return (
    <div className="relative min-h-[380px]">
      {!ready && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-primary"
        >
          <Spinner className="h-8 w-8" />
          <p className="text-sm text-text">{nlAdmin.form.uploadLoading}</p>
        </div>
      )}
      {/* upload-theme.css gives the dashboard the site's colours under this class. */}
      <div ref={target} className="upload-dashboard" />
    </div>
  );
}
