import type { App } from "../app";

interface Figure {
  metric: string;
  p75: number;
  visits: number;
  rating: string;
}

export interface SpeedSummary {
  windows: { days: number; pages: { page: string; clients: number; figures: Figure[] }[] }[];
  worst: Record<"LCP" | "INP", { page: string; device: string; p75: number; visits: number }[]>;
}

/** Sending beacons to a test app and reading the CMS's summary back, as the vitals tests do. */
export function vitalsClient(ctx: { app: App; cookie: string }) {
  return {
    /** A beacon as the page sends it (text/plain), from `remoteAddress`. */
    report: (payload: unknown, headers: Record<string, string> = {}, remoteAddress = "203.0.113.7") =>
      ctx.app.inject({
        method: "POST",
        url: "/api/vitals",
        headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
        remoteAddress,
      }),
    /** vitals.summary as the admin reads it. */
    summary: async () => {
      const response = await ctx.app.inject({
        method: "GET",
        url: "/trpc/vitals.summary",
        headers: { cookie: ctx.cookie },
      });
      return response.json<{ result: { data: SpeedSummary } }>().result.data;
    },
  };
}
