import type { ArtRecipe } from "@repo/domain";
import { nlAdmin } from "@repo/strings";
import { Field, Input } from "@repo/ui/field";

import { UploadButton } from "~/features/upload/upload-dialog";
import { ImagePreview } from "~/features/upload/upload-preview";
import { ArtPreviewImage } from "./art-preview-image";

export const IMAGE_ID = "recipe-image";

/**
 * The image URL, typed or filled by an upload, with a preview of what it shows; while it is
 * empty, the preview is the composed picture the recipe gets instead.
 */
export function ImageField({
  value,
  onChange,
  error,
  art,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** What the composed picture is drawn from; null while the draft cannot say yet. */
  art: ArtRecipe | null;
}) {
  return (
    <div className="space-y-3">
      <Field id={IMAGE_ID} label={nlAdmin.form.image} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              value={value}
              placeholder={nlAdmin.form.imagePlaceholder}
              onChange={(e) => onChange(e.target.value)}
              className="min-w-0"
            />
            <UploadButton onUploaded={onChange} />
          </div>
        )}
      </Field>
      {value.trim() === "" ? (
        art && <ArtPreviewImage art={art} />
      ) : (
        <ImagePreview url={value} alt={nlAdmin.form.imagePreview} />
      )}
    </div>
  );
}
