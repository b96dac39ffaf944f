import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";

/**
 * How a procedure travels over HTTP, in one place for the browser, the offline worker and the
 * server: its GET URL, tRPC's answer envelope, and which calls never share a batch. Types and a
 * few functions only, so the browser's first download can use it without the router.
 */
type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

/** The procedures a visitor's page reads (apps/web/src/lib/reads.ts). */
export type ReadPath =
  | "recipes.summaries"
  | "recipes.overview"
  | "recipes.page"
  | "recipes.related"
  | "recipes.weekSample"
  | "settings.get"
  | "auth.check";

type Parts<P extends ReadPath> = P extends `${infer R extends keyof Outputs}.${infer Q}` ? [R, Q] : never;
export type ReadOutput<P extends ReadPath> = Outputs[Parts<P>[0]][Parts<P>[1] & keyof Outputs[Parts<P>[0]]];
export type ReadInput<P extends ReadPath> = Inputs[Parts<P>[0]][Parts<P>[1] & keyof Inputs[Parts<P>[0]]];

/**
 * Calls that only ever travel alone: the login, and the list reads, which the unbatched URL
 * answers from cached, pre-compressed bytes (with an ETag a batch URL never matches) while a
 * batch would build and serialise the whole list once per mention.
 */
export const UNBATCHED: ReadonlySet<string> = new Set(["auth.login", "recipes.list", "recipes.summaries"]);

/** A procedure's GET URL: the offline worker keeps a read under this very address. */
export function procedureUrl(procedure: string, input?: unknown): string {
  return `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
}

/** tRPC's answer to a single call. */
export interface Envelope<T> {
  result: { data: T };
}

export function envelope<T>(data: T): Envelope<T> {
  return { result: { data } };
}

/** The data of a tRPC answer's body, or undefined for anything else. */
export function dataOf(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("result" in body)) return undefined;
  const { result } = body;
  return typeof result === "object" && result !== null && "data" in result ? result.data : undefined;
}

/** How a page's read reaches its procedure: the caller on the server, a GET in the browser. */
export type Fetcher = <P extends ReadPath>(path: P, input: ReadInput<P>) => Promise<ReadOutput<P>>;
