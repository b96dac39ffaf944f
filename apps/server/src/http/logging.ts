import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Signed upload URLs are bearer credentials for 15 minutes: never write one to a log. */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&]signature=)[^&#]*/gi, "$1[redacted]")
      // A shared household's id lets whoever knows it write to it: logs keep none.
      .replace(/^(\/api\/samen\/)[^/?#]+/, "$1[household]")
  );
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
