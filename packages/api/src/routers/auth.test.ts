import type { inferProcedureInput } from "@trpc/server";
import { describe, expect, it, vi } from "vitest";

import { ADMIN_USERNAME, findUserByUsername } from "@repo/db";
import { useTestDb } from "@repo/db/testing";

import type { LoginThrottle } from "../context";
import type { AppRouter } from "../root";
import { createContextInner } from "../context";
import { RetryAfter } from "../errors";
import { createCaller } from "../root";
import { anonymousCaller, createAdmin, memorySession, TEST_PASSWORD } from "../testing";

type LoginInput = inferProcedureInput<AppRouter["auth"]["login"]>;

const right: LoginInput = { password: TEST_PASSWORD };
const wrong: LoginInput = { password: "wrong password" };

const noUploads = { createUploadUrl: () => Promise.resolve("") };

describe("authRouter", () => {
  const ctx = useTestDb();

  it("logs in with the right password and writes the session", async () => {
    const user = await createAdmin(ctx.db);
    const session = memorySession();
    expect(await anonymousCaller(ctx.db, session).auth.login(right)).toEqual({ success: true });
    expect(session.data).toEqual({
      userId: user.id,
      epoch: user.session_epoch,
      sid: expect.any(String) as unknown,
    });
  });

  it("gives each login a session id of its own", async () => {
    await createAdmin(ctx.db);
    const laptop = memorySession();
    const phone = memorySession();
    await anonymousCaller(ctx.db, laptop).auth.login(right);
    await anonymousCaller(ctx.db, phone).auth.login(right);
    expect(laptop.data?.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(phone.data?.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(phone.data?.sid).not.toBe(laptop.data?.sid);
  });

  it("refuses a wrong password and writes no session", async () => {
    await createAdmin(ctx.db);
    const session = memorySession();
    await expect(anonymousCaller(ctx.db, session).auth.login(wrong)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(session.data).toBeNull();
  });

  it("refuses every password while there is no admin", async () => {
    const session = memorySession();
    await expect(anonymousCaller(ctx.db, session).auth.login(right)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(session.data).toBeNull();
  });

  it("answers BAD_REQUEST for an empty password", async () => {
    await createAdmin(ctx.db);
    await expect(anonymousCaller(ctx.db).auth.login({ password: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("reports an anonymous caller as not authenticated", async () => {
    expect(await anonymousCaller(ctx.db).auth.check()).toEqual({ isAuthenticated: false });
  });

  it("reports a logged-in caller as authenticated", async () => {
    await createAdmin(ctx.db);
    const session = memorySession();
    const caller = anonymousCaller(ctx.db, session);
    await caller.auth.login(right);
    expect(await caller.auth.check()).toEqual({ isAuthenticated: true });
  });

  it("clears the session on logout", async () => {
    await createAdmin(ctx.db);
    const session = memorySession();
    const caller = anonymousCaller(ctx.db, session);
    await caller.auth.login(right);
    expect(await caller.auth.logout()).toEqual({ success: true });
    expect(session.data).toBeNull();
    expect(await caller.auth.check()).toEqual({ isAuthenticated: false });
  });

  it("ends a copy of the session taken before logout", async () => {
    await createAdmin(ctx.db);
    const session = memorySession();
    await anonymousCaller(ctx.db, session).auth.login(right);
    const copy = memorySession(structuredClone(session.data));
    expect(await anonymousCaller(ctx.db, copy).auth.check()).toEqual({ isAuthenticated: true });

    await anonymousCaller(ctx.db, session).auth.logout();

    expect(copy.data).not.toBeNull();
    expect(await anonymousCaller(ctx.db, copy).auth.check()).toEqual({ isAuthenticated: false });
    await expect(anonymousCaller(ctx.db, copy).settings.update({ heroImageUrl: null })).rejects.toMatchObject(
      {
        code: "UNAUTHORIZED",
      },
    );
  });

  it("bumps the session epoch on logout", async () => {
    const user = await createAdmin(ctx.db);
    const session = memorySession();
    await anonymousCaller(ctx.db, session).auth.login(right);
    await anonymousCaller(ctx.db, session).auth.logout();
    expect((await findUserByUsername(ctx.db, ADMIN_USERNAME))?.session_epoch).toBe(user.session_epoch + 1);
  });

  it("lets a new login work after a logout", async () => {
    await createAdmin(ctx.db);
    const session = memorySession();
    const caller = anonymousCaller(ctx.db, session);
    await caller.auth.login(right);
    await caller.auth.logout();
    await caller.auth.login(right);
    expect(await caller.auth.check()).toEqual({ isAuthenticated: true });
  });

  it("lets an anonymous caller log out without ending the admin's sessions", async () => {
    const user = await createAdmin(ctx.db);
    expect(await anonymousCaller(ctx.db).auth.logout()).toEqual({ success: true });
    expect((await findUserByUsername(ctx.db, ADMIN_USERNAME))?.session_epoch).toBe(user.session_epoch);
  });

  it("ends existing sessions when the password changes", async () => {
    await createAdmin(ctx.db);
    const session = memorySession();
    await anonymousCaller(ctx.db, session).auth.login(right);
    await createAdmin(ctx.db, "a completely new password");
    expect(await anonymousCaller(ctx.db, session).auth.check()).toEqual({ isAuthenticated: false });
  });

  describe("with a login throttle", () => {
    function throttle(wait: number) {
      return {
        reserve: vi.fn<LoginThrottle["reserve"]>(() => wait),
        succeed: vi.fn<LoginThrottle["succeed"]>(),
      };
    }
    const callerWith = (loginThrottle: LoginThrottle, session = memorySession()) =>
      createCaller(
        createContextInner({ db: ctx.db, session, uploads: noUploads, loginThrottle, client: "203.0.113.7" }),
      );

    it("counts a failed attempt for the client before checking it", async () => {
      await createAdmin(ctx.db);
      const t = throttle(0);
      await expect(callerWith(t).auth.login(wrong)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      expect(t.reserve).toHaveBeenCalledWith("203.0.113.7");
      expect(t.succeed).not.toHaveBeenCalled();
    });

    it("clears the record after a successful login", async () => {
      await createAdmin(ctx.db);
      const t = throttle(0);
      await callerWith(t).auth.login(right);
      expect(t.reserve).toHaveBeenCalledWith("203.0.113.7");
      expect(t.succeed).toHaveBeenCalledWith("203.0.113.7");
    });

    it("answers TOO_MANY_REQUESTS with the wait, even for the right password", async () => {
      await createAdmin(ctx.db);
      const t = throttle(42);
      const session = memorySession();
      await expect(callerWith(t, session).auth.login(right)).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        cause: new RetryAfter(42),
      });
      expect(session.data).toBeNull();
      expect(t.succeed).not.toHaveBeenCalled();
    });
  });
});
