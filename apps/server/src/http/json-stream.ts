import type { FastifyInstance, FastifyRequest } from "fastify";
import { JSONParser } from "@streamparser/json";

/** An error Fastify's error handler answers with its status (400, 413). */
class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * JSON bodies of this scope are parsed from the stream as they arrive, so a large file (a
 * collection import) is never held as one text beside the value it becomes: memory holds the
 * value and one chunk. Past `maxBytes`, announced or counted, it is a 413 before the rest is read;
 * an empty body is "no payload", as everywhere else.
 */
export function streamJsonBodies(scope: FastifyInstance, maxBytes: number): void {
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser(
    "application/json",
    async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
      if (Number(request.headers["content-length"] ?? 0) > maxBytes) throw tooLarge();
      const parser = new JSONParser({ paths: ["$"], keepStack: false });
      let value: unknown;
      parser.onValue = ({ value: parsed }) => {
        value = parsed;
      };
      let bytes = 0;
      try {
        for await (const chunk of payload) {
          bytes += chunk.length;
          if (bytes > maxBytes) throw tooLarge();
          parser.write(chunk);
        }
        if (bytes === 0) return undefined;
        // The parser ends itself after the one value; anything short of it is an error here.
        if (!parser.isEnded) parser.end();
      } catch (error) {
        if (error instanceof BodyError) throw error;
        throw new BodyError(400, "Body is not valid JSON");
      }
      return value;
    },
  );
}

const tooLarge = () => new BodyError(413, "Request body is too large");
