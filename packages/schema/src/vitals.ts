import { z } from "zod";

import type { MetricName } from "@repo/domain/vitals";
import { DEVICES, PAGE_KINDS, SCALES } from "@repo/domain/vitals";

/** A measurement the browser can give: finite, not negative, not past the metric's scale. */
const value = (metric: MetricName) => z.number().min(0).max(SCALES[metric].max).optional();

/**
 * One visit's field vitals as the page sends them on hide: the page kind, the device class and
 * the metrics it measured. Unknown keys (another metric, an id) are refused, not ignored.
 */
export const VitalsReportSchema = z.strictObject({
  page: z.enum(PAGE_KINDS),
  device: z.enum(DEVICES),
  metrics: z
    .strictObject({
      LCP: value("LCP"),
      INP: value("INP"),
      CLS: value("CLS"),
      FCP: value("FCP"),
      TTFB: value("TTFB"),
    })
    .refine((metrics) => Object.values(metrics).some((v) => v !== undefined), "No metric measured"),
});

export type VitalsReport = z.infer<typeof VitalsReportSchema>;
