import { describe, expect, it, vi } from "vitest";

import { useTestDb } from "@repo/db/testing";

import { createContextInner } from "../context";
import { createCaller } from "../root";
import { adminCaller, anonymousCaller, createAdmin, memorySession } from "../testing";

describe("uploadsRouter", () => {
  const ctx = useTestDb();

  it("refuses an upload URL to an anonymous caller", async () => {
    await expect(anonymousCaller(ctx.db).uploads.createUploadUrl()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("issues no URL when the caller is refused", async () => {
    const createUploadUrl = vi.fn(() => Promise.resolve("/objects/upload/recipe-images/k"));
    const caller = createCaller(
      createContextInner({ db: ctx.db, session: memorySession(), uploads: { createUploadUrl } }),
    );
    await expect(caller.uploads.createUploadUrl()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(createUploadUrl).not.toHaveBeenCalled();
  });

  it("gives the admin an uploadURL", async () => {
    const { caller } = await adminCaller(ctx.db);
    const { uploadURL } = await caller.uploads.createUploadUrl();
    expect(uploadURL).toMatch(/^\/objects\/upload\/recipe-images\//);
  });

  it("asks the upload service for a new URL on every call", async () => {
    const user = await createAdmin(ctx.db);
    let n = 0;
    const createUploadUrl = vi.fn(() => Promise.resolve(`/objects/upload/recipe-images/key-${++n}`));
    const caller = createCaller(
      createContextInner({
        db: ctx.db,
        session: memorySession({ userId: user.id, epoch: user.session_epoch }),
        uploads: { createUploadUrl },
      }),
    );
    expect(await caller.uploads.createUploadUrl()).toEqual({
      uploadURL: "/objects/upload/recipe-images/key-1",
    });
    expect(await caller.uploads.createUploadUrl()).toEqual({
      uploadURL: "/objects/upload/recipe-images/key-2",
    });
    expect(createUploadUrl).toHaveBeenCalledTimes(2);
  });
});
