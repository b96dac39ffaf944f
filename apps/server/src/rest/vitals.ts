import type { FastifyPluginAsync } from "fastify";
import { createHmac } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import ipaddr from "ipaddr.js";
import { z } from "zod";

import type { Db } from "@repo/db";
import type { VitalsReport } from "@repo/schema";
import { pruneVitals, recordVitals } from "@repo/db";
import {
  bucketOf,
  dayOf,
  METRICS,
  VITALS_KEEP_DAYS,
  VITALS_REPORTS_PER_CLIENT_DAY,
  windowStart,
} from "@repo/domain/vitals";
import { VitalsReportSchema } from "@repo/schema";

import type { Services } from "../services";
import { bodyAs, ok, refused, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";

export interface VitalsOptions {
  /** Reports one client may send per minute; a visit sends one. */
  perMinute?: number;
  /** Reports of one page kind that count per client and day (VITALS_REPORTS_PER_CLIENT_DAY). */
  perClientDay?: number;
  /** The clock that decides a report's day (a test moves it). */
  now?: () => number;
}

/** A report is some hundred bytes: anything much larger is not one. */
const BODY_LIMIT = 1024;

/**
 * The network a client sends from: an IPv4 address, or an IPv6 address's /64, which one home or
 * phone holds whole and may hop around in.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  return address.kind() === "ipv4"
    ? address.toString()
    : address.toNormalizedString().split(":").slice(0, 4).join(":");
}

/**
 * Who sent a report, as the counts keep it: a keyed hash of the client's network, cut to 96 bits.
 * The same all window long (distinct clients can be counted), and without the server's secret
 * no address can be tried against it.
 */
export function vitalsClientKey(secret: string, ip: string): string {
  return createHmac("sha256", secret)
    .update(`vitals-client\n${networkOf(ip)}`)
    .digest("base64url")
    .slice(0, 16);
}

/**
 * Counts a report in the histogram of its day, unless its client has had its share of that page
 * kind today; the first report of a day drops the days past the retention, so nothing is kept
 * longer whether or not anyone looks.
 */
export function createVitalsRecorder(
  db: Db,
  { now = Date.now, perClientDay = VITALS_REPORTS_PER_CLIENT_DAY }: VitalsOptions = {},
) {
  let prunedOn = "";
  return async (report: VitalsReport, client: string) => {
    const day = dayOf(now());
    if (day !== prunedOn) {
      await pruneVitals(db, windowStart(day, VITALS_KEEP_DAYS));
      prunedOn = day;
    }
    const buckets = METRICS.flatMap((metric) => {
      const value = report.metrics[metric];
      return value === undefined ? [] : [{ metric, bucket: bucketOf(metric, value) }];
    });
    await recordVitals(db, { day, page: report.page, device: report.device, client, buckets }, perClientDay);
  };
}

/**
 * POST /api/vitals: a visit's field vitals, sent by the page as a beacon. No cookie is set; the
 * session cookie, when the browser sends one, only tells the administrator's own visits apart,
 * which are not counted. The client's address counts its reports (in memory) against the limit
 * and, as a keyed hash, caps its share of the figures. Beacons are sent as text/plain (a type
 * every browser sends without asking), so that is parsed as JSON here too.
 */
export const vitalsRest: FastifyPluginAsync<{ services: Services } & VitalsOptions> = async (app, opts) => {
  const { services } = opts;
  const record = createVitalsRecorder(services.db, opts);
  await app.register(rateLimit, { global: false });
  const json = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, json);

  app.post(
    "/vitals",
    {
      schema: {
        summary:
          "A visit's field vitals, as the pages send them on hide (also as text/plain); only counts per day, page kind and device class are kept. One report per client, page kind and day counts; one sent with the administrator's session cookie is not counted",
        body: bodyAs(VitalsReportSchema, ["application/json", "text/plain"]),
        response: {
          204: ok(),
          400: refused("Invalid input"),
          413: refused("Larger than 1 KiB"),
          415: refused("Neither application/json nor text/plain"),
          429: refused("Too many reports from one client; Retry-After says when to send again"),
        },
      },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: opts.perMinute ?? 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const report = VitalsReportSchema.safeParse(request.body);
      reply.header("cache-control", "no-store");
      if (!report.success) {
        return reply.code(400).send({ message: "Invalid input", errors: z.flattenError(report.error) });
      }
      // Only a request that carries a cookie can be the administrator's: visitors pay nothing.
      const admin =
        request.headers.cookie !== undefined && (await (await request.caller()).auth.check()).isAuthenticated;
      if (!admin) await record(report.data, vitalsClientKey(services.sessionSecret, request.ip));
      return reply.code(204).send();
    },
  );

  // DELETE /api/vitals: the administrator's 'Cijfers wissen'; the figures start afresh.
  app.delete(
    "/vitals",
    {
      schema: {
        summary: "Forget every field vitals count ('Cijfers wissen'): the figures start afresh",
        security: SESSION,
        response: { 200: ok(s.SuccessSchema) },
      },
    },
    async (request) => (await request.caller()).vitals.clear(),
  );
};
