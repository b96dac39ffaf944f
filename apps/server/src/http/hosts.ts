import type { FastifyReply, FastifyRequest } from "fastify";
import { hostname, networkInterfaces } from "node:os";

import { escapeHtml } from "@repo/seo";
import { nlServer } from "@repo/strings";

import type { RequestCheck } from "./request-checks";
import { isApiUrl } from "./security";

/** An IPv6 address as it appears in a Host header. */
const bracketed = (address: string) => (address.includes(":") ? `[${address}]` : address);

/**
 * The names this machine answers to on its own: localhost, the loopback addresses, its host name
 * and every address of its network interfaces (on any port), so a default start is reachable
 * from the local network without trusting whatever Host a client sends.
 */
export function defaultAllowedHosts(): string[] {
  const names = new Set(["localhost", "127.0.0.1", "[::1]", hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const info of addresses ?? []) names.add(bracketed(info.address.split("%")[0] ?? info.address));
  }
  return [...names];
}

/** Host header values compare without case; a trailing dot names the same host. */
function normalise(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, "");
}

function misdirected(request: FastifyRequest, reply: FastifyReply) {
  reply.code(421).header("cache-control", "no-store");
  if (isApiUrl(request.url)) return reply.send({ message: nlServer.misdirected.text });
  const html =
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(nlServer.misdirected.title)}</title></head>` +
    `<body><h1>${escapeHtml(nlServer.misdirected.title)}</h1><p>${escapeHtml(nlServer.misdirected.text)}</p></body></html>`;
  return reply.header("content-type", "text/html; charset=utf-8").send(html);
}

/** The loopback names: a health check on the machine itself; no other site's page can send them. */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The Host headers this site answers: the hosts in `allowedHosts` when given; else PUBLIC_URL's
 * host (and the loopback names), so a name pointed at this server by someone else is refused;
 * else this machine's own names, since links are then made from the Host header. An entry
 * without a port allows its host on any port.
 */
function hostAllowlist(opts: HostOptions): (host: string) => boolean {
  const list =
    opts.allowedHosts ??
    (opts.publicUrl ? [new URL(opts.publicUrl).host, ...LOOPBACK] : defaultAllowedHosts());
  const allowed = new Set(list.map(normalise));
  // Clients send a handful of Host spellings: each is judged once. The memo forgets everything
  // when full, so a client inventing Hosts costs it no more than the check itself.
  const judged = new Map<string, boolean>();
  return (value) => {
    let verdict = judged.get(value);
    if (verdict === undefined) {
      const host = normalise(value);
      verdict = allowed.has(host) || allowed.has(host.replace(/:\d+$/, ""));
      if (judged.size >= 64) judged.clear();
      judged.set(value, verdict);
    }
    return verdict;
  };
}

interface HostOptions {
  publicUrl: string | undefined;
  allowedHosts: readonly string[] | undefined;
}

/** Answers only requests addressed to this site (see hostAllowlist); others get 421. */
export function hostCheck(opts: HostOptions): RequestCheck {
  const allowed = hostAllowlist(opts);
  return (request, reply) => {
    // An HTTP/1.0 request may name no Host at all: that is no host of ours either.
    if (allowed(request.host || "")) return false;
    void misdirected(request, reply);
    return true;
  };
}

/** The port of a Host header as a URL writes it: none for the scheme's default. */
function portOfHost(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}://${host}`).port;
  } catch {
    return undefined;
  }
}

/**
 * Which origins are this site's own, seen from one request: PUBLIC_URL's host, and an answered
 * Host on the port the request came in on, each over http or https (a URL's port is empty for its
 * scheme's default, so http and https of a default-port site count alike).
 */
export function ownOrigins(opts: HostOptions): (request: FastifyRequest) => (origin: string) => boolean {
  const publicUrl = opts.publicUrl ? new URL(opts.publicUrl) : undefined;
  const allowed = hostAllowlist(opts);
  return (request) => {
    const port = portOfHost(request.protocol, request.host);
    return (origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      return (
        (url.hostname === publicUrl?.hostname && url.port === publicUrl.port) ||
        (url.port === port && allowed(url.host))
      );
    };
  };
}
