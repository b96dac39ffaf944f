import type { AppRouter, inferRouterOutputs } from "@repo/api";
import type { FirstPage, RelatedSummary } from "@repo/domain";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The visitor's reads: the summary list, single recipes, the settings and the session check,
 * fetched as plain GETs of the tRPC procedures and kept until the CMS changes something. The
 * visitor's pages need nothing more, so a first visit downloads no query library and no tRPC
 * client; the CMS loads those (lib/trpc) with its own chunks.
 */
type Outputs = inferRouterOutputs<AppRouter>;

/** A read the server answered with 404: the thing asked for does not exist. */
export class NotFoundError extends Error {}

/** A read the server answered with an error or that never arrived. */
export class ReadError extends Error {}

async function read<T>(procedure: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  // Cookies ride along: the session check reads the HttpOnly session cookie.
  const response = await fetch(`/trpc/${procedure}${query}`, { credentials: "include" });
  if (response.status === 404) throw new NotFoundError(procedure);
  if (!response.ok) throw new ReadError(`${procedure}: HTTP ${response.status}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

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

  constructor(private readonly load: () => Promise<T>) {
    everyRead.add(this);
  }

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

const everyRead = new Set<Cached<unknown>>();

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

const recipes = new Map<string, Cached<Outputs["recipes"]["page"]>>();

export const reads = {
  summaries: new Cached(() => read<Outputs["recipes"]["summaries"]>("recipes.summaries")),
  settings: new Cached(() => read<Outputs["settings"]["get"]>("settings.get")),
  auth: new Cached(() => read<Outputs["auth"]["check"]>("auth.check")),
  recipe(id: string) {
    let cached = recipes.get(id);
    if (!cached) {
      // The recipe with its picture's label, so the page shows the picture without composing it.
      cached = new Cached(() => read<Outputs["recipes"]["page"]>("recipes.page", { id }));
      recipes.set(id, cached);
    }
    return cached;
  },
};

/** The home page's first cards and counts as the server painted them, until the list is read. */
let serverFirstPage: FirstPage | undefined;

export const firstPageFromServer = {
  get: () => serverFirstPage,
  set: (page: FirstPage) => {
    serverFirstPage = page;
  },
};

/** The first recipe page's related recipes as the server painted them, until the list is read. */
let serverRelated: { recipeId: string; items: RelatedSummary[] } | undefined;

export const relatedFromServer = {
  get: (recipeId: string) => (serverRelated?.recipeId === recipeId ? serverRelated.items : undefined),
  set: (recipeId: string, items: RelatedSummary[]) => {
    serverRelated = { recipeId, items };
  },
};

/** After a change in the CMS (or a login or logout) every read may be out of date. */
export function invalidateReads() {
  serverFirstPage = undefined;
  serverRelated = undefined;
  for (const cached of everyRead) cached.invalidate();
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
