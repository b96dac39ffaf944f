import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";

import { ADMIN_USERNAME, bumpSessionEpoch, changeUserPassword, findUserByUsername } from "@repo/db";
import { ChangePasswordInputSchema, LoginInputSchema } from "@repo/schema";

import type { Context } from "../context";
import { RetryAfter } from "../errors";
import { hashPassword, verifyPassword } from "../password";
import { protectedProcedure, publicProcedure, router, sessionUser } from "../trpc";

/**
 * Password guesses, at the login or in the CMS, count against one per-client limit. Counted
 * before the (slow) check, so concurrent guesses cannot all slip under the limit.
 */
async function reserveAttempt(ctx: Context): Promise<void> {
  const wait = (await ctx.loginThrottle?.reserve(ctx.client)) ?? 0;
  if (wait > 0) {
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts",
      cause: new RetryAfter(wait),
    });
  }
}

export const authRouter = router({
  login: publicProcedure.input(LoginInputSchema).mutation(async ({ ctx, input }) => {
    await reserveAttempt(ctx);
    const user = await findUserByUsername(ctx.db, ADMIN_USERNAME);
    if (!user || !(await verifyPassword(input.password, user.password))) {
      ctx.log?.warn({ client: ctx.client }, "failed login");
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid password" });
    }
    await ctx.loginThrottle?.succeed(ctx.client);
    // A new login is a new session: what an earlier one did (its Idempotency-Keys) is not its own.
    await ctx.session.write({ userId: user.id, epoch: user.session_epoch, sid: randomUUID() });
    return { success: true as const };
  }),

  /** Ends this session and every other cookie sealed before now. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const user = await sessionUser(ctx);
    if (user) await bumpSessionEpoch(ctx.db, user.id);
    await ctx.session.clear();
    return { success: true as const };
  }),

  /**
   * A new password for the admin, given the current one: every other session ends (the epoch
   * rises) and this one is sealed again with the new epoch, so it stays logged in.
   */
  changePassword: protectedProcedure.input(ChangePasswordInputSchema).mutation(async ({ ctx, input }) => {
    await reserveAttempt(ctx);
    if (!(await verifyPassword(input.currentPassword, ctx.user.password))) {
      ctx.log?.warn({ client: ctx.client }, "wrong current password at password change");
      throw new TRPCError({ code: "FORBIDDEN", message: "Current password is incorrect" });
    }
    await ctx.loginThrottle?.succeed(ctx.client);
    const updated = await changeUserPassword(ctx.db, ctx.user.id, await hashPassword(input.newPassword));
    const sid = ctx.session.read()?.sid;
    await ctx.session.write({ userId: updated.id, epoch: updated.session_epoch, ...(sid ? { sid } : {}) });
    ctx.log?.warn({ client: ctx.client }, "admin password changed; other sessions ended");
    return { success: true as const };
  }),

  check: publicProcedure.query(async ({ ctx }) => ({ isAuthenticated: (await sessionUser(ctx)) !== null })),
});
