import type { AppRouter, inferRouterOutputs } from "@repo/api";
import type { MetricName, Rating } from "@repo/domain/vitals";
import { METRICS, THRESHOLDS } from "@repo/domain/vitals";
import { nlTools } from "@repo/strings";
import { Heading } from "@repo/ui";

export type SpeedSummary = inferRouterOutputs<AppRouter>["vitals"]["summary"];
type Figure = SpeedSummary["windows"][number]["pages"][number]["figures"][number];
type WorstPage = SpeedSummary["worst"]["LCP"][number];

const t = nlTools.speed;
const seconds = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const score = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A metric's value as a person reads it: '1,8 s', '120 ms' or, for layout shift, '0,05'. */
export function formatMetric(metric: MetricName, value: number): string {
  if (metric === "CLS") return score.format(value);
  return value >= 1000 ? `${seconds.format(value / 1000)} s` : `${whole.format(value)} ms`;
}

const RATING_CLASS: Record<Rating, string> = {
  good: "border-primary text-primary",
  "needs-improvement": "border-accent text-accent",
  poor: "border-danger text-danger",
};

function RatingChip({ rating }: { rating: Rating }) {
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${RATING_CLASS[rating]}`}
    >
      {t.ratings[rating]}
    </span>
  );
}

function FigureRow({ figure }: { figure: Figure }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t border-border py-2 first:border-t-0">
      <dt className="text-sm">{t.metrics[figure.metric]}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold whitespace-nowrap tabular-nums">
          {formatMetric(figure.metric, figure.p75)}
        </span>
        <RatingChip rating={figure.rating} />
        <span className="text-xs whitespace-nowrap text-muted">{t.visits(figure.visits)}</span>
      </dd>
    </div>
  );
}

/** One window's figures: a card per page kind with the p75 of each metric. */
export function SpeedWindow({ window }: { window: SpeedSummary["windows"][number] }) {
  const heading = `speed-window-${window.days}`;
  return (
    <section aria-labelledby={heading} className="mb-8">
      <Heading level={2} id={heading} className="mb-3">
        {t.window(window.days)}
      </Heading>
      {window.pages.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {window.pages.map(({ page, clients, figures }) => (
            <article
              key={page}
              aria-label={`${t.pages[page]}, ${t.window(window.days).toLowerCase()}`}
              className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{t.pages[page]}</h3>
              <p className="mb-1 text-sm text-muted">{t.clients(clients)}</p>
              <dl>
                {figures.map((figure) => (
                  <FigureRow key={figure.metric} figure={figure} />
                ))}
              </dl>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

function WorstList({ metric, pages }: { metric: "LCP" | "INP"; pages: WorstPage[] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">{t.worstBy(metric)}</h3>
      <ol aria-label={t.worstBy(metric)} className="grid gap-2">
        {pages.map((row) => (
          <li
            key={`${row.page} ${row.device}`}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-border bg-surface px-3 py-2"
          >
            <span>
              {t.pages[row.page]} · {t.devices[row.device]}
            </span>
            <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMetric(metric, row.p75)}
              </span>
              <RatingChip rating={row.rating} />
              <span className="text-xs whitespace-nowrap text-muted">{t.visits(row.visits)}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The page kinds and devices with the slowest largest paint and the slowest response to input. */
export function WorstPages({ worst }: { worst: SpeedSummary["worst"] }) {
  if (worst.LCP.length === 0 && worst.INP.length === 0) return null;
  return (
    <section aria-labelledby="speed-worst" className="mb-8">
      <Heading level={2} id="speed-worst" className="mb-3">
        {t.worstTitle}
      </Heading>
      <div className="grid gap-6 md:grid-cols-2">
        <WorstList metric="LCP" pages={worst.LCP} />
        <WorstList metric="INP" pages={worst.INP} />
      </div>
    </section>
  );
}

/** Google's lines for each metric, under the figures. */
export function ThresholdLegend() {
  return (
    <ul className="grid gap-1 text-sm text-muted">
      {METRICS.map((metric) => (
        <li key={metric}>
          {t.metrics[metric]}:{" "}
          {t.thresholds(
            formatMetric(metric, THRESHOLDS[metric].good),
            formatMetric(metric, THRESHOLDS[metric].poor),
          )}
        </li>
      ))}
    </ul>
  );
}
