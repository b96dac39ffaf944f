import type { ReactNode } from "react";
import { useCallback } from "react";
import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, splitLink, TRPCClientError } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy } from "@trpc/tanstack-react-query";

import type { AppRouter } from "@repo/api";
import { UNBATCHED } from "@repo/api/wire";

import { useReads } from "~/lib/reads";

/**
 * The CMS's and the login's connection to the server: queries and mutations as TanStack Query
 * options (`useQuery(trpc.x.queryOptions())`). Visitors' pages never load this module (they read
 * through lib/reads); the /cms route loads it before its pages and hands it to their loaders.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Reads are never stale, never refetched on focus, never polled, never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

const withCookies: typeof fetch = (url, init) => fetch(url, { ...init, credentials: "include" });

/** A call's context may carry the Idempotency-Key of a save (see useSaveRecipe). */
const idempotencyKeyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === "string" ? context.idempotencyKey : undefined;

const client = createTRPCClient<AppRouter>({
  // Cookies ride along on every call: the session is an HttpOnly cookie on this origin.
  links: [
    splitLink({
      // Alone: the calls the server never batches (the wire's UNBATCHED), and a call with an
      // Idempotency-Key, a header of its own request.
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

/** The same options outside React, for the CMS routes' loaders: the /cms route's context. */
export const context = {
  trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }),
  queryClient,
};

export function TrpcProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/**
 * What every CMS write (and the login) calls once it succeeded: the CMS's lists, recipes, trash
 * and settings, and every page a visitor may open next in this visit, are read again (the ones on
 * screen now, the others when they are next shown). All of them, whatever the write: a delete
 * changes the trash too, an import the settings, and a list per write is one to forget.
 */
export function useAfterWrite(): () => Promise<void> {
  const reads = useReads();
  const queries = useQueryClient();
  const api = useTRPC();
  return useCallback(async () => {
    reads.invalidate();
    await Promise.all(
      [api.recipes, api.trash, api.settings, api.history].map((router) =>
        queries.invalidateQueries(router.pathFilter()),
      ),
    );
  }, [reads, queries, api]);
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
