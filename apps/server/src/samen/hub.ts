import pg from "pg";

/** Told a household's new last sequence number. */
export type SeqListener = (seq: number) => void;

/**
 * Where appends are announced to the streams open on this instance. On SQLite there is one
 * instance, so it is a map in memory; with PostgreSQL every instance LISTENs on one channel and an
 * append is a NOTIFY, which reaches every instance (this one too) once its transaction commits.
 */
export interface SamenHub {
  /** Settled once this instance listens (or has tried to): a stream opened after it misses nothing. */
  ready: Promise<void>;
  publish(household: string, seq: number): Promise<void>;
  subscribe(household: string, listener: SeqListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = "samen_updates";

function listenerMap() {
  const listeners = new Map<string, Set<SeqListener>>();
  return {
    deliver(household: string, seq: number) {
      for (const listener of listeners.get(household) ?? []) listener(seq);
    },
    subscribe: (household: string, listener: SeqListener) => {
      const set = listeners.get(household) ?? new Set();
      set.add(listener);
      listeners.set(household, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(household);
      };
    },
  };
}

export function createMemoryHub(): SamenHub {
  const map = listenerMap();
  return {
    ready: Promise.resolve(),
    publish: async (household, seq) => map.deliver(household, seq),
    subscribe: map.subscribe,
    close: async () => undefined,
  };
}

/**
 * The PostgreSQL hub: one connection of its own holds the LISTEN (a pooled one would drop it when
 * returned). A broken connection is replaced after a pause; streams then catch up through their
 * reconnect and Last-Event-ID, since a notification sent while nobody listened is gone.
 */
export function createPostgresHub(
  connectionString: string,
  opts: { onError?: (error: Error) => void; retryMs?: number } = {},
): SamenHub {
  const map = listenerMap();
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on("notification", (message) => {
      const [household, seq] = (message.payload ?? "").split(":");
      if (household && seq) map.deliver(household, Number(seq));
    });
    const lost = (error?: Error) => {
      if (error) opts.onError?.(error);
      if (client !== next) return;
      client = null;
      if (!closed) retry = setTimeout(() => void start(), opts.retryMs ?? 1_000);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    if (closed) await next.end();
  };
  const start = () =>
    connect().catch((error: unknown) => {
      opts.onError?.(error as Error);
      if (!closed) retry = setTimeout(() => void start(), opts.retryMs ?? 1_000);
    });
  const ready = start();

  return {
    ready,
    async publish(household, seq) {
      await ready;
      // Sent on the listening connection: a notify needs no pool connection of the requests'.
      if (client) await client.query("SELECT pg_notify($1, $2)", [CHANNEL, `${household}:${seq}`]);
      // While reconnecting, this instance's own streams are told at least.
      else map.deliver(household, seq);
    },
    subscribe: map.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
