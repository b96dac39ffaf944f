import type { FastifyReply, FastifyRequest } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import helmet from "helmet";

import type { RequestCheck } from "./request-checks";
import { closeIfUnread } from "./request-checks";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** CSP hashes of the inline scripts in the page template (the theme script runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = match[1] ?? "";
    if (body.trim() !== "") hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

function originOfHeader(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request from a browser names its origin; one from another site (or 'null')
 * is refused. Requests with neither Origin nor Referer come from non-browser clients and are
 * judged by their session cookie alone, which SameSite keeps off cross-site requests.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin =
    originOfHeader(request.headers.origin) ??
    (request.headers.origin === undefined ? originOfHeader(request.headers.referer) : null);
  if (origin === undefined) return false;
  if (origin === null) return true;
  const own = new Set<string>();
  try {
    own.add(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // A malformed Host header matches nothing but PUBLIC_URL.
  }
  if (publicUrl) own.add(new URL(publicUrl).origin);
  return !own.has(origin);
}

/**
 * The security headers helmet sets, asked of it once: every answer carries the same values, so a
 * request only copies them instead of running the middleware again.
 */
export function securityHeaders(opts: { publicUrl: string | undefined; scriptHashes: string[] }) {
  const https = opts.publicUrl?.startsWith("https://") ?? false;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...opts.scriptHashes],
        // React and Radix set style attributes; no inline <script> is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The offline service worker is a script of our own origin, never a blob.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error("helmet failed");
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  return Object.freeze(headers);
}

/** The API's paths (REST and tRPC): their answers are data, never a page. */
export const isApiUrl = (url: string) => /^\/(api|trpc)(\/|$)/.test(url);

/**
 * The policy of an answer that is no document: it allows nothing at all. Stricter than a page's if
 * the JSON is ever opened as one, and a tenth of its bytes, which every small answer writes.
 */
export const DATA_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * Headers only a document reads (how it may be framed, opened, referred from or sniffed by old
 * browsers): a hashed build file (a script, a stylesheet) is never one. Sent with each of a page's
 * scripts they were about 700 bytes a file on HTTP/1.1, more than some of the scripts themselves.
 */
const DOCUMENT_ONLY = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * A hashed build file keeps what guards a subresource (nosniff, CORP, HSTS) and the data's policy
 * that allows nothing, should it ever be opened as a page.
 */
export function asBuildFile(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
  reply.header("content-security-policy", DATA_POLICY);
}

/**
 * The security headers on every answer (a page's policy, or DATA_POLICY on the API's), and a
 * cross-site write refused with 403.
 */
export function securityCheck(opts: { publicUrl: string | undefined; scriptHashes: string[] }): RequestCheck {
  const page = securityHeaders(opts);
  const data = Object.freeze({ ...page, "content-security-policy": DATA_POLICY });
  return (request, reply) => {
    // Reads (nearly every request) only copy the headers.
    reply.headers(isApiUrl(request.url) ? data : page);
    if (!isCrossSiteWrite(request, opts.publicUrl)) return false;
    request.log.warn(
      { origin: request.headers.origin, referer: request.headers.referer },
      "cross-site write refused",
    );
    closeIfUnread(request, reply);
    void reply.code(403).send({ message: "Cross-site request refused" });
    return true;
  };
}
