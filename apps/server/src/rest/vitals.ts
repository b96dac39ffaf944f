import type { FastifyPluginAsync } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { z } from "zod";

import type { Db } from "@repo/db";
import type { VitalsReport } from "@repo/schema";
import { pruneVitals, recordVitals } from "@repo/db";
import { bucketOf, dayOf, METRICS, VITALS_KEEP_DAYS, windowStart } from "@repo/domain/vitals";
import { VitalsReportSchema } from "@repo/schema";

export interface VitalsOptions {
  /** Reports one client may send per minute; a visit sends one. */
  perMinute?: number;
  /** The clock that decides a report's day (a test moves it). */
  now?: () => number;
}

/** A report is some hundred bytes: anything much larger is not one. */
const BODY_LIMIT = 1024;

/**
 * Counts a report in the histogram of its day; the first report of a day drops the days past the
 * retention, so nothing is kept longer whether or not anyone looks.
 */
export function createVitalsRecorder(db: Db, now: () => number = Date.now) {
  let prunedOn = "";
  return async (report: VitalsReport) => {
    const day = dayOf(now());
    if (day !== prunedOn) {
      await pruneVitals(db, windowStart(day, VITALS_KEEP_DAYS));
      prunedOn = day;
    }
    const buckets = METRICS.flatMap((metric) => {
      const value = report.metrics[metric];
      return value === undefined ? [] : [{ metric, bucket: bucketOf(metric, value) }];
    });
    await recordVitals(db, { day, page: report.page, device: report.device, buckets });
  };
}

/**
 * POST /api/vitals: a visit's field vitals, sent by the page as a beacon. No session is read and
 * no cookie set; the client's address only counts its reports (in memory) against the limit.
 * Beacons are sent as text/plain (a type every browser sends without asking), so that is parsed
 * as JSON here too.
 */
export const vitalsRest: FastifyPluginAsync<{ db: Db } & VitalsOptions> = async (app, opts) => {
  const record = createVitalsRecorder(opts.db, opts.now);
  await app.register(rateLimit, { global: false });
  const json = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, json);

  app.post(
    "/vitals",
    { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: opts.perMinute ?? 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const report = VitalsReportSchema.safeParse(request.body);
      reply.header("cache-control", "no-store");
      if (!report.success) {
        return reply.code(400).send({ message: "Invalid input", errors: z.flattenError(report.error) });
      }
      await record(report.data);
      return reply.code(204).send();
    },
  );
};
