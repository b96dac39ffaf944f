import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError, z } from "zod";

import { RetryAfter } from "@repo/api";

interface ErrorBody {
  message: string;
  errors?: ReturnType<typeof z.flattenError>;
}

/**
 * The one mapping from errors to HTTP answers: TRPCErrors by their code, Fastify's own
 * client errors (bad JSON, body too large) by their status, anything else a 500 without details.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) {
      request.log.error({ err: error }, "procedure failed");
      return reply.code(500).send({ message: "Internal Server Error" } satisfies ErrorBody);
    }
    if (error.cause instanceof RetryAfter) reply.header("retry-after", String(error.cause.seconds));
    const body: ErrorBody =
      error.cause instanceof ZodError
        ? { message: "Invalid input", errors: z.flattenError(error.cause) }
        : { message: error.message };
    return reply.code(status).send(body);
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return reply.code(status).send({ message: error.message } satisfies ErrorBody);
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: "Internal Server Error" } satisfies ErrorBody);
}
