import type { FastifyReply, FastifyRequest } from "fastify";
import { getIronSession } from "iron-session";

import type { SessionData, SessionPort } from "@repo/api";

/** Twelve hours: a working day at the CMS, then log in again. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** Over HTTPS the cookie is Secure and takes the __Host- prefix, which pins it to this host. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-receptenboek_session" : "receptenboek_session";
}

/**
 * The request's session as the API's SessionPort, stored in a sealed, HttpOnly cookie. The cookie
 * is Secure whenever the site is served over https: by PUBLIC_URL, or as a trusted proxy reports.
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  publicUrl?: string,
): Promise<SessionPort> {
  const secure = request.protocol === "https" || (publicUrl?.startsWith("https://") ?? false);
  const iron = await getIronSession<Partial<SessionData>>(request.raw, reply.raw, {
    password: secret,
    cookieName: sessionCookieName(secure),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  });
  return {
    read: () =>
      typeof iron.userId === "number" && typeof iron.epoch === "number"
        ? {
            userId: iron.userId,
            epoch: iron.epoch,
            ...(typeof iron.sid === "string" ? { sid: iron.sid } : {}),
          }
        : null,
    write: async (data) => {
      iron.userId = data.userId;
      iron.epoch = data.epoch;
      iron.sid = data.sid;
      await iron.save();
    },
    clear: () => {
      iron.destroy();
      return Promise.resolve();
    },
  };
}
