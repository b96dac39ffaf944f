import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * What a log line keeps of a URL. Anyone can send a URL of many kilobytes (a tRPC batch naming a
 * procedure 380 times is 4.9 kB), and every refused one is logged: in full, a flood of them wrote
 * 35 MB of log a second and swelled the server by some 80 MiB.
 */
const LOGGED_URL_CHARS = 256;

/**
 * A URL as the log keeps it: signed upload URLs are bearer credentials for 15 minutes, so never
 * written; a long one cut, with the number of characters left out.
 */
export function redactUrl(url: string): string {
  const redacted = url
    .replace(/([?&]signature=)[^&#]*/gi, "$1[redacted]")
    // A shared household's id lets whoever knows it write to it: logs keep none.
    .replace(/^(\/api\/samen\/)[^/?#]+/, "$1[household]");
  return redacted.length <= LOGGED_URL_CHARS
    ? redacted
    : `${redacted.slice(0, LOGGED_URL_CHARS)}[+${redacted.length - LOGGED_URL_CHARS}]`;
}

/** Fastify's request summary, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options as given, with the request serializer that redacts secrets in URLs. */
export function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
