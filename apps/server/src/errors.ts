import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z, ZodError } from "zod";

import { RetryAfter, unavailableError } from "@repo/api";
import { nlServer } from "@repo/strings";

import { StoreUnavailable } from "./objects/storage";

interface ErrorBody {
  message: string;
  errors?: ReturnType<typeof z.flattenError>;
}

/**
 * The one mapping from errors to HTTP answers: TRPCErrors by their code, Fastify's own
 * client errors (bad JSON, body too large) by their status, a database or disk that cannot serve
 * now a 503 with the Dutch reason and Retry-After, anything else a 500 without details.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof StoreUnavailable) {
    request.log.error({ err: error }, "object store unavailable");
    return reply.code(503).header("retry-after", "5").send({ message: nlServer.unavailable.store });
  }
  const trpcError = error instanceof TRPCError ? error : unavailableError(error);
  if (trpcError) {
    const status = getHTTPStatusCodeFromError(trpcError);
    // Another site failed us (a recipe import): said as such, with the procedure's own message.
    if (trpcError.code === "BAD_GATEWAY") {
      return reply.code(502).send({ message: trpcError.message } satisfies ErrorBody);
    }
    if (trpcError.cause instanceof RetryAfter) reply.header("retry-after", String(trpcError.cause.seconds));
    if (status === 503) {
      request.log.error({ err: error }, "service unavailable");
      return reply.code(503).send({ message: trpcError.message } satisfies ErrorBody);
    }
    if (status >= 500) {
      request.log.error({ err: error }, "procedure failed");
      return reply.code(500).send({ message: "Internal Server Error" } satisfies ErrorBody);
    }
    const body: ErrorBody =
      trpcError.cause instanceof ZodError
        ? { message: "Invalid input", errors: z.flattenError(trpcError.cause) }
        : { message: trpcError.message };
    return reply.code(status).send(body);
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return reply.code(status).send({ message: error.message } satisfies ErrorBody);
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: "Internal Server Error" } satisfies ErrorBody);
}

/** A route's error handler that tells a body past its limit in the CMS's words; other errors as everywhere. */
export function tooLargeSays(message: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (error.statusCode === 413) void reply.code(413).send({ message } satisfies ErrorBody);
    else void errorHandler(error, request, reply);
  };
}
