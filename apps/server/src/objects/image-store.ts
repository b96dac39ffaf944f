import type { ImageStore } from "@repo/api";
import { IMAGE_FOLDER } from "@repo/domain";

import type { Staging } from "./staging";
import type { Storage } from "./storage";
import { processImage } from "./images";
import { imageFile, imageFiles } from "./staging";
import { newImageKey, uploadKeyOf } from "./uploads";

/** Uploaded images for the API: read for an export, prepared and staged for an import, removed. */
export function createImageStore(storage: Storage, staging: Staging): ImageStore {
  return {
    async read(url) {
      const key = uploadKeyOf(url);
      return key ? storage.get(imageFile(IMAGE_FOLDER, key)) : undefined;
    },
    async prepare(bytes) {
      const image = await processImage(bytes);
      return {
        main: image.main,
        async stage() {
          const key = newImageKey();
          await staging.stage(key, image);
          return {
            async publish(url) {
              const target = uploadKeyOf(url);
              if (!target || !(await staging.publish(key, target))) throw new Error(`Not staged: ${url}`);
            },
            discard: () => staging.discard(key),
          };
        },
      };
    },
    async keep(url) {
      const key = uploadKeyOf(url);
      if (key) await staging.publish(key, key);
    },
    async remove(url) {
      const key = uploadKeyOf(url);
      if (key) await Promise.all(imageFiles(IMAGE_FOLDER, key).map((file) => storage.delete(file)));
    },
  };
}
