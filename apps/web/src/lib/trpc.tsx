import type { AppRouter } from "@repo/api";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, httpLink, splitLink, TRPCClientError } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";

/**
 * The CMS's and the login's connection to the server: queries and mutations through tRPC's
 * React Query binding. Visitors' pages never load this module (they read through lib/reads).
 */
export const trpc = createTRPCReact<AppRouter>();

/** Reads are never stale, never refetched on focus, never polled, never retried. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

const withCookies: typeof fetch = (url, init) => fetch(url, { ...init, credentials: "include" });

/**
 * Calls that go out alone: the lists as plain GETs (/trpc/recipes.list), which the server
 * answers from cached, pre-compressed bytes with an ETag that a batch URL would never match;
 * the login, which the server refuses inside a batch; and a call with an Idempotency-Key, a
 * header of its own request.
 */
const UNBATCHED = new Set(["recipes.list", "recipes.summaries", "auth.login"]);

/** A call's context may carry the Idempotency-Key of a save (see useSaveRecipe). */
const idempotencyKeyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === "string" ? context.idempotencyKey : undefined;

const client = trpc.createClient({
  // Cookies ride along on every call: the session is an HttpOnly cookie on this origin.
  links: [
    splitLink({
      condition: (op) => UNBATCHED.has(op.path) || idempotencyKeyOf(op.context) !== undefined,
      true: httpLink({
        url: "/trpc",
        fetch: withCookies,
        headers: ({ op }) => {
          const key = idempotencyKeyOf(op.context);
          return key ? { "idempotency-key": key } : {};
        },
      }),
      false: httpBatchLink({ url: "/trpc", fetch: withCookies }),
    }),
  ],
});

/** For route loaders, outside React. */
export const utils = createTRPCQueryUtils({ queryClient, client });

export function TrpcProvider({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** A call the server answered with 404: the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && (error as TRPCClientError<AppRouter>).data?.code === "NOT_FOUND";
}

/**
 * The toast text for a failed write: what failed, and the server's reason when it could not save
 * at all (503: a full disk, a database that is down); that reason comes in Dutch.
 */
export function failureText(what: string, error: unknown): string {
  const unavailable =
    error instanceof TRPCClientError && (error as TRPCClientError<AppRouter>).data?.httpStatus === 503;
  return unavailable ? `${what} ${(error as TRPCClientError<AppRouter>).message}` : what;
}
