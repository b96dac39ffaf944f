import type { Db } from "@repo/db";
import { ADMIN_USERNAME, upsertUserPassword } from "@repo/db";

import type { ContextOptions, SessionData, SessionPort } from "./context";
import { createContextInner } from "./context";
import { hashPassword } from "./password";
import { createCaller } from "./root";

export const TEST_PASSWORD = "correct horse battery staple";

/** Cheap scrypt parameters: tests hash many times; production uses DEFAULT_COST. */
export const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

export async function createAdmin(db: Db, password = TEST_PASSWORD) {
  return upsertUserPassword(db, ADMIN_USERNAME, await hashPassword(password, TEST_COST));
}

/** A session held in memory, as a cookie jar would hold it. */
export function memorySession(
  initial: SessionData | null = null,
): SessionPort & { data: SessionData | null } {
  const jar = {
    data: initial,
    read: () => jar.data,
    write: (data: SessionData) => {
      jar.data = data;
      return Promise.resolve();
    },
    clear: () => {
      jar.data = null;
      return Promise.resolve();
    },
  };
  return jar;
}

const fakeUploads = {
  createUploadUrl: () => Promise.resolve("/objects/upload/recipe-images/test-key?expires=0&signature=x"),
};

export function anonymousCaller(db: Db, session = memorySession()) {
  return createCaller(createContextInner({ db, session, uploads: fakeUploads }));
}

/** A caller whose session belongs to a freshly created admin; `extra` adds to its context. */
export async function adminCaller(db: Db, extra: Partial<ContextOptions> = {}) {
  const user = await createAdmin(db);
  const session = memorySession({ userId: user.id, epoch: user.session_epoch });
  const caller = createCaller(createContextInner({ db, session, uploads: fakeUploads, ...extra }));
  return { caller, session, user };
}
export { deepJsonLd, nestedMicrodataPage } from "./import/page-shapes";
