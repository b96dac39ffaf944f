import { useEffect, useSyncExternalStore } from "react";
import { useRouteContext } from "@tanstack/react-router";

import type { Fetcher, ReadInput, ReadOutput, ReadPath } from "@repo/api/wire";
import { dataOf, procedureUrl } from "@repo/api/wire";

/**
 * The visitor's reads: the overview's pages and list, single recipes and their related recipes,
 * the settings and the session check, by procedure path. One `Reads` per request on the server
 * (the tRPC caller fetches) and one for the visit in the browser (plain GETs of the procedures,
 * so a first visit downloads no query library and no tRPC client; the CMS loads those with its
 * own chunks). The router carries it in its context; what the server read travels with the page
 * as a snapshot, which the browser's `Reads` starts from.
 */
/** A procedure without input takes none. */
type InputArgs<P extends ReadPath> = undefined extends ReadInput<P> ? [] : [input: ReadInput<P>];

export type { Fetcher, ReadOutput, ReadPath };

/** What the server read for a page, by read key: the browser starts from it. */
export type Snapshot = Record<string, unknown>;

/** A read the server answered with 404: the thing asked for does not exist. */
export class NotFoundError extends Error {}

/** A read the server answered with an error or that never arrived. */
export class ReadError extends Error {}

/** The browser's fetcher: a GET of the procedure, cookies included (the session check needs them). */
export const httpFetcher: Fetcher = async <P extends ReadPath>(procedure: P, input: ReadInput<P>) => {
  const response = await fetch(procedureUrl(procedure, input), { credentials: "include" });
  // A malformed id (400) asks for something that cannot exist: the same 'not found' to a visitor.
  if (response.status === 404 || response.status === 400) throw new NotFoundError(procedure);
  if (!response.ok) throw new ReadError(`${procedure}: HTTP ${response.status}`);
  // The network's answer is the procedure's output: the server and this app are one build.
  return dataOf(await response.json()) as ReadOutput<P>;
};

export interface ReadState<T> {
  data: T | undefined;
  /** The last load failed and there is nothing to show. */
  error: unknown;
}

const IDLE = { data: undefined, error: undefined } as const;

/** One read's data, shared by every component that shows it, loaded at most once at a time. */
export class Cached<T> {
  private state: ReadState<T> = IDLE;
  private inflight: Promise<T> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: () => Promise<T>) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  get data() {
    return this.state.data;
  }

  set(data: T) {
    this.update({ data, error: undefined });
  }

  /** The data there is, or the data once loaded. */
  ensure(): Promise<T> {
    return this.state.data !== undefined ? Promise.resolve(this.state.data) : this.fetch();
  }

  /** Loads again; what is shown stays until the new data is there. */
  fetch(): Promise<T> {
    this.inflight ??= this.load()
      .then(
        (data) => {
          this.update({ data, error: undefined });
          return data;
        },
        (error: unknown) => {
          this.update({ data: this.state.data, error });
          throw error;
        },
      )
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  /** The data changed on the server: pages showing it load it again, others on their next visit. */
  invalidate() {
    if (this.listeners.size > 0) void this.fetch().catch(() => undefined);
    else this.update(IDLE);
  }

  private update(state: ReadState<T>) {
    // The same answer again (the session check on every page) changes nothing on screen: the
    // pages showing it need not render again.
    if (state.error === this.state.error && sameData(state.data, this.state.data)) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The same answer: the same value, or objects whose fields are the same values (the session check). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const keyOf = (path: ReadPath, input: unknown) =>
  input === undefined ? path : `${path} ${JSON.stringify(input)}`;

export class Reads {
  private readonly entries = new Map<string, Cached<unknown>>();
  private seed: Snapshot = {};

  constructor(private readonly fetcher: Fetcher) {}

  /** One read's shared state: every component showing it sees the same. */
  of<P extends ReadPath>(path: P, ...[input]: InputArgs<P>): Cached<ReadOutput<P>> {
    const key = keyOf(path, input);
    let cached = this.entries.get(key);
    if (!cached) {
      // Without an input, the procedure takes none (InputArgs).
      // No input is the input of a procedure that takes none (InputArgs), not a missing one.
      // eslint-disable-next-line @typescript-eslint/non-nullable-type-assertion-style
      cached = new Cached(() => this.fetcher(path, input as ReadInput<P>));
      if (key in this.seed) cached.set(this.seed[key]);
      this.entries.set(key, cached);
    }
    return cached as Cached<ReadOutput<P>>;
  }

  /** The data there is, or the data once read. */
  fetch<P extends ReadPath>(path: P, ...input: InputArgs<P>): Promise<ReadOutput<P>> {
    return this.of(path, ...input).ensure();
  }

  /** The data there is, without reading it. */
  peek<P extends ReadPath>(path: P, ...input: InputArgs<P>): ReadOutput<P> | undefined {
    const key = keyOf(path, input[0]);
    return (this.entries.get(key)?.data ?? this.seed[key]) as ReadOutput<P> | undefined;
  }

  /** Everything read so far, for the page to carry. */
  snapshot(): Snapshot {
    const result: Snapshot = {};
    for (const [key, cached] of this.entries) if (cached.data !== undefined) result[key] = cached.data;
    return result;
  }

  /** Starts from what the server read for this page. */
  hydrate(snapshot: Snapshot) {
    this.seed = snapshot;
  }

  /** After a change in the CMS (or a login or logout) every read may be out of date. */
  invalidate() {
    this.seed = {};
    for (const cached of this.entries.values()) cached.invalidate();
  }
}

/** The reads of the router's context: this request's on the server, the visit's in the browser. */
export function useReads(): Reads {
  return useRouteContext({ from: "__root__", select: (context) => context.reads });
}

export interface Read<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<T>;
}

/**
 * A component's view of a read, loaded if it is not there yet (unless `enabled` is false: the
 * component shows something else until then); `fresh` loads it again on every mount (the session
 * check, which a login or logout in another tab may have changed).
 */
export function useRead<T>(cached: Cached<T>, { fresh = false, enabled = true } = {}): Read<T> {
  const state = useSyncExternalStore(cached.subscribe, cached.snapshot, cached.snapshot);
  useEffect(() => {
    if (enabled) void (fresh ? cached.fetch() : cached.ensure()).catch(() => undefined);
  }, [cached, fresh, enabled]);
  const isError = state.data === undefined && state.error !== undefined;
  return {
    data: state.data,
    isPending: state.data === undefined && !isError,
    isError,
    refetch: () => cached.fetch(),
  };
}
