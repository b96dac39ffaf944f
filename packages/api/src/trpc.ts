import { initTRPC, TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";

import type { Db } from "@repo/db";
import { bumpContentVersion, findUserById } from "@repo/db";

import type { Context } from "./context";
import { unavailableError } from "./errors";

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
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** A database that is down, full or read-only is a 503 with the reason, never a 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const unavailable = unavailableError(result.error.cause ?? result.error);
    if (unavailable) throw unavailable;
  }
  return result;
});

/**
 * Resolves the session to the admin user, or null when the cookie is absent or ended by logout.
 * The one session rule: procedures use it, and so do the server's routes that refuse a large body
 * before reading it.
 */
export async function sessionUser(ctx: Pick<Context, "db" | "session">) {
  const data = ctx.session.read();
  if (!data) return null;
  const user = await findUserById(ctx.db, data.userId);
  return user?.session_epoch === data.epoch ? user : null;
}

/** Every write goes through this: no valid admin session, no access. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await sessionUser(ctx);
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not logged in" });
  return next({ ctx: { ...ctx, user } });
});

/** Thrown to roll a write's transaction back when its procedure failed. */
class RolledBack extends Error {}

/** What a write's procedure may add to its context. */
export interface WriteContext {
  /** Says the write changed no content (a replay): the version stays and cached reads are kept. */
  unchanged(): void;
}

/**
 * Writes in one transaction with the content version's bump, so a crash between them cannot
 * leave other instances serving stale pages, nor fail a write that has committed. Cached reads
 * are dropped once it has committed. For a write that must do slow work before its transaction
 * opens (an import's images); every other write is a writeProcedure.
 */
export async function writeTransaction<T>(ctx: Context, work: (db: Context["db"]) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await bumpContentVersion(trx);
    return value;
  });
  await ctx.onContentChange?.();
  return result;
}

/**
 * A protected write in one transaction with the content version's bump (as writeTransaction),
 * unless the write said it changed nothing: a replay keeps the version and the cached reads.
 */
export const writeProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  let changed = true;
  const write: WriteContext = {
    unchanged: () => {
      changed = false;
    },
  };
  const run = (trx: Db) => next({ ctx: { ...ctx, ...write, db: trx } });
  let result: Awaited<ReturnType<typeof run>> | undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      result = await run(trx);
      if (!result.ok) throw new RolledBack();
      if (changed) await bumpContentVersion(trx);
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!result) throw new Error("write procedure ended without a result");
  if (result.ok && changed) await ctx.onContentChange?.();
  return result;
});
