import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, errors, request } from "undici";

/** Why a guarded fetch failed: 413 past the size limit, 502 for everything else. */
export class FetchFailure extends Error {
  constructor(
    readonly status: 413 | 502,
    readonly reason: "refused" | "tooLarge" | "timeout" | "tooManyRedirects" | "type" | "unreachable",
  ) {
    super(reason);
  }
}

export interface FetchGuardOptions {
  /** IMPORT_ALLOW_PRIVATE: loopback and private addresses allowed (a home network, tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** How a name becomes addresses; the system resolver unless a test stands in another. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** Addresses allowed besides public ones (tests serve a "public" page from 127.0.0.2). */
  alsoAllow?: (address: string) => boolean;
}

export interface Fetched {
  body: Buffer;
  /** Where the body came from after redirects. */
  url: string;
  contentType: string;
}

/** How long one import may spend fetching: its page, the redirects and its picture together. */
export const IMPORT_TIMEOUT_MS = 10_000;

const DEFAULTS = { timeoutMs: IMPORT_TIMEOUT_MS, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

/**
 * Only ordinary internet addresses: loopback, private, link-local (and with it the cloud metadata
 * address 169.254.169.254), unique-local, carrier-grade NAT, multicast, reserved, all of ::/96 and
 * the IPv6 forms that embed an IPv4 address are all refused. ipaddr.js names the other ranges.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::/96 (the unspecified address, loopback and the old IPv4-compatible form ::a.b.c.d, which
  // ipaddr.js calls unicast): no public host lives there.
  if (parsed instanceof ipaddr.IPv6 && parsed.parts.slice(0, 6).every((part) => part === 0)) return false;
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === "unicast";
}

/**
 * Fetches for the import: http(s) only; every name resolved once, each address checked, and the
 * connection made to exactly those addresses (the check is the socket's own lookup, so a second
 * answer from DNS cannot change the target); redirects followed by hand and checked the same way;
 * one deadline for everything (and `deadline`, when given, shared with the caller's other
 * fetches); the body counted as it arrives. No cookies are kept or sent.
 */
export function createFetchGuard(options: FetchGuardOptions) {
  const opts = { ...DEFAULTS, ...options };
  const resolve = opts.resolve ?? ((hostname: string) => dnsLookup(hostname, { all: true, verbatim: true }));
  const allowed = (address: string) =>
    opts.allowPrivate || isPublicAddress(address) || (opts.alsoAllow?.(address) ?? false);

  const agent = new Agent({
    connect: {
      lookup(hostname, lookupOptions, callback) {
        resolve(hostname).then(
          (addresses) => {
            if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) {
              return callback(new FetchFailure(502, "refused"), "", 0);
            }
            if (lookupOptions.all) return callback(null, addresses);
            const [first] = addresses;
            callback(null, first?.address ?? "", first?.family ?? 4);
          },
          (error: NodeJS.ErrnoException) => callback(error, "", 0),
        );
      },
    },
    // One socket per fetch: nothing about one import lingers into the next.
    pipelining: 0,
  });

  /** Refuses what can be refused before connecting: other schemes and literal addresses. */
  function checkUrl(url: URL) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchFailure(502, "refused");
    if (url.username || url.password) throw new FetchFailure(502, "refused");
    const host = url.hostname.replace(/^\[|\]$/g, "");
    // A literal address never reaches the lookup above: check it here.
    if (isIP(host) && !allowed(host)) throw new FetchFailure(502, "refused");
  }

  async function readBody(body: AsyncIterable<Buffer>, abort: () => void): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of body) {
      total += chunk.length;
      if (total > opts.maxBytes) {
        abort();
        throw new FetchFailure(413, "tooLarge");
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  return async function guardedFetch(
    address: string,
    accept: RegExp,
    acceptHeader: string,
    deadline?: AbortSignal,
  ): Promise<Fetched> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new FetchFailure(502, "refused");
    }
    if (deadline?.aborted) throw new FetchFailure(502, "timeout");
    const controller = new AbortController();
    const abort = () => controller.abort();
    const timer = setTimeout(abort, opts.timeoutMs);
    deadline?.addEventListener("abort", abort, { once: true });
    try {
      for (let redirects = 0; ; redirects++) {
        checkUrl(url);
        const response = await request(url, {
          dispatcher: agent,
          method: "GET",
          signal: controller.signal,
          headers: { accept: acceptHeader, "user-agent": "Receptenboek-import/1 (+recipe import)" },
        });
        if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
          await response.body.dump();
          if (redirects >= opts.maxRedirects) throw new FetchFailure(502, "tooManyRedirects");
          url = new URL(String(response.headers.location), url);
          continue;
        }
        if (response.statusCode !== 200) {
          await response.body.dump();
          throw new FetchFailure(502, "unreachable");
        }
        const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
        if (!accept.test(contentType)) {
          await response.body.dump();
          throw new FetchFailure(502, "type");
        }
        const length = Number(response.headers["content-length"] ?? 0);
        if (length > opts.maxBytes) {
          controller.abort();
          throw new FetchFailure(413, "tooLarge");
        }
        const body = await readBody(response.body, () => controller.abort());
        return { body, url: url.href, contentType };
      }
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      if (controller.signal.aborted) throw new FetchFailure(502, "timeout");
      // The lookup's refusal arrives wrapped in a connection error.
      if (error instanceof Error && hasCause(error, FetchFailure)) throw new FetchFailure(502, "refused");
      if (error instanceof errors.UndiciError || error instanceof Error)
        throw new FetchFailure(502, "unreachable");
      throw error;
    } finally {
      clearTimeout(timer);
      deadline?.removeEventListener("abort", abort);
    }
  };
}

function hasCause(error: Error, type: typeof FetchFailure): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof type) return true;
  return false;
}
