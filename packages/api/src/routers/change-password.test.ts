import { describe, expect, it } from "vitest";

import { ADMIN_USERNAME, findUserByUsername } from "@repo/db";
import { useTestDb } from "@repo/db/testing";

import type { LoginThrottle } from "../context";
import { createContextInner } from "../context";
import { verifyPassword } from "../password";
import { createCaller } from "../root";
import { adminCaller, anonymousCaller, memorySession, TEST_PASSWORD } from "../testing";

const NEW_PASSWORD = "een nieuw lang wachtwoord";

describe("auth.changePassword", () => {
  const ctx = useTestDb();

  it("stores the new password, keeps this session and ends every other one", async () => {
    const { caller, session, user } = await adminCaller(ctx.db);
    // The session keeps its id, so its Idempotency-Keys stay its own.
    session.data = { userId: user.id, epoch: user.session_epoch, sid: "deze-sessie" };
    const other = memorySession({ userId: user.id, epoch: user.session_epoch });
    const otherCaller = anonymousCaller(ctx.db, other);
    expect(await otherCaller.auth.check()).toEqual({ isAuthenticated: true });

    expect(
      await caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
    ).toEqual({
      success: true,
    });

    expect(session.data).toEqual({ userId: user.id, epoch: user.session_epoch + 1, sid: "deze-sessie" });
    expect(await caller.auth.check()).toEqual({ isAuthenticated: true });
    expect(await otherCaller.auth.check()).toEqual({ isAuthenticated: false });
    const stored = await findUserByUsername(ctx.db, ADMIN_USERNAME);
    expect(await verifyPassword(NEW_PASSWORD, stored?.password ?? "")).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, stored?.password ?? "")).toBe(false);
    // The new password logs in; the old one no longer does.
    await expect(anonymousCaller(ctx.db).auth.login({ password: TEST_PASSWORD })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await anonymousCaller(ctx.db).auth.login({ password: NEW_PASSWORD })).toEqual({ success: true });
    // The new hash has the production cost (about 128 MiB of scrypt): slow on a busy machine.
  }, 30_000);

  it("refuses a wrong current password with FORBIDDEN and changes nothing", async () => {
    const { caller, session, user } = await adminCaller(ctx.db);
    await expect(
      caller.auth.changePassword({ currentPassword: "niet het wachtwoord", newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(session.data).toEqual({ userId: user.id, epoch: user.session_epoch });
    const stored = await findUserByUsername(ctx.db, ADMIN_USERNAME);
    expect(stored?.password).toBe(user.password);
  });

  it("refuses a new password under 12 characters with BAD_REQUEST", async () => {
    const { caller } = await adminCaller(ctx.db);
    await expect(
      caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "elf tekens!" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it.each([
    ["'abc' padded with nine NULs", "abc" + "\0".repeat(9)],
    ["a tab inside", "een lang\twachtwoord"],
    ["twelve spaces", " ".repeat(12)],
    ["whitespace of every kind", " \u00a0\u2003".repeat(5)],
    ["the current password again", TEST_PASSWORD],
    // Issue 41 item 7: invisible passwords.
    ["twelve zero-width spaces", "\u200b".repeat(12)],
    ["a line separator inside", "een lang\u2028wachtwoord"],
    ["a next-line control (U+0085) inside", "een lang\u0085wachtwoord"],
    ["spaces and zero-width joiners", " \u200d".repeat(6)],
    ["a right-to-left mark inside", "een lang\u200fwachtwoord"],
  ])("refuses a new password of %s with BAD_REQUEST and keeps the old one", async (_label, newPassword) => {
    const { caller, user } = await adminCaller(ctx.db);
    await expect(
      caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await findUserByUsername(ctx.db, ADMIN_USERNAME))?.password).toBe(user.password);
  });

  it("refuses a current password with a trailing NUL before checking it", async () => {
    const { caller, user } = await adminCaller(ctx.db);
    await expect(
      caller.auth.changePassword({ currentPassword: `${TEST_PASSWORD}\0`, newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await findUserByUsername(ctx.db, ADMIN_USERNAME))?.password).toBe(user.password);
  });

  it("refuses a visitor without a session", async () => {
    await expect(
      anonymousCaller(ctx.db).auth.changePassword({
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("counts a wrong current password as a failed login and refuses while throttled", async () => {
    const { user } = await adminCaller(ctx.db);
    const attempts: string[] = [];
    const throttle: LoginThrottle = {
      // One attempt allowed, the second over the limit.
      reserve: (client) => (attempts.push(client) > 1 ? 60 : 0),
      succeed: () => undefined,
    };
    const session = memorySession({ userId: user.id, epoch: user.session_epoch });
    const caller = createCaller(
      createContextInner({
        db: ctx.db,
        session,
        uploads: { createUploadUrl: () => Promise.resolve("") },
        loginThrottle: throttle,
        client: "10.1.2.3",
      }),
    );
    await expect(
      caller.auth.changePassword({ currentPassword: "fout fout fout", newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(attempts).toEqual(["10.1.2.3"]);
    await expect(
      caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
