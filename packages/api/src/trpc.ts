import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";

import { findUserById } from "@repo/db";

import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  // Error answers never carry a stack trace or a server path, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      data: { ...data, zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Resolves the session to the admin user, or null when the cookie is absent or ended by logout. */
export async function sessionUser(ctx: Context) {
  const data = ctx.session.read();
  if (!data) return null;
  const user = await findUserById(ctx.db, data.userId);
  return user?.session_epoch === data.epoch ? user : null;
}

/** Every write goes through this: no valid admin session, no access. */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const user = await sessionUser(ctx);
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not logged in" });
  return next({ ctx: { ...ctx, user } });
});

/** A protected write that invalidates cached reads once it has succeeded. */
export const writeProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) await ctx.onContentChange?.();
  return result;
});
