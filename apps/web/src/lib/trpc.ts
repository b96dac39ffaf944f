import type { AppRouter } from "@repo/api";
import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink, httpLink, splitLink, TRPCClientError } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";

export const trpc = createTRPCReact<AppRouter>();

/** Reads are never stale, never refetched on focus, never polled, never retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

const withCookies: typeof fetch = (url, init) => fetch(url, { ...init, credentials: "include" });

/**
 * Calls that go out alone: the lists as plain GETs (/trpc/recipes.summaries), which the server
 * answers from cached, pre-compressed bytes with an ETag that a batch URL would never match;
 * and the login, which the server refuses inside a batch.
 */
const UNBATCHED = new Set(["recipes.summaries", "recipes.list", "auth.login"]);

export function createTrpcClient() {
  return trpc.createClient({
    // Cookies ride along on every call: the session is an HttpOnly cookie on this origin.
    links: [
      splitLink({
        condition: (op) => UNBATCHED.has(op.path),
        true: httpLink({ url: "/trpc", fetch: withCookies }),
        false: httpBatchLink({ url: "/trpc", fetch: withCookies }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createUtils>;

/** The auth check is never retried and always refetched. */
export const AUTH_CHECK_OPTIONS = { retry: false, staleTime: 0, refetchOnMount: "always" } as const;

/** A call the server answered with 404: the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && (error as TRPCClientError<AppRouter>).data?.code === "NOT_FOUND";
}
