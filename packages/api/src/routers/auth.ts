import { TRPCError } from "@trpc/server";

import { ADMIN_USERNAME, bumpSessionEpoch, findUserByUsername } from "@repo/db";
import { LoginInputSchema } from "@repo/schema";

import { RetryAfter } from "../errors";
import { verifyPassword } from "../password";
import { publicProcedure, router, sessionUser } from "../trpc";

export const authRouter = router({
  login: publicProcedure.input(LoginInputSchema).mutation(async ({ ctx, input }) => {
    // Counted before the (slow) check, so concurrent guesses cannot all slip under the limit.
    const wait = (await ctx.loginThrottle?.reserve(ctx.client)) ?? 0;
    if (wait > 0) {
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: "Too many attempts",
        cause: new RetryAfter(wait),
      });
    }
    const user = await findUserByUsername(ctx.db, ADMIN_USERNAME);
    if (!user || !(await verifyPassword(input.password, user.password))) {
      ctx.log?.warn({ client: ctx.client }, "failed login");
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid password" });
    }
    await ctx.loginThrottle?.succeed(ctx.client);
    await ctx.session.write({ userId: user.id, epoch: user.session_epoch });
    return { success: true as const };
  }),

  /** Ends this session and every other cookie sealed before now. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const user = await sessionUser(ctx);
    if (user) await bumpSessionEpoch(ctx.db, user.id);
    await ctx.session.clear();
    return { success: true as const };
  }),

  check: publicProcedure.query(async ({ ctx }) => ({ isAuthenticated: (await sessionUser(ctx)) !== null })),
});
