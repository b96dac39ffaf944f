import type { Browser, Locator, Page } from "@playwright/test";
import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../../../chromium.shared";

/** How much slower than this machine the page's CPU runs: a mid-range phone, as Lighthouse has it. */
const CPU_SLOWDOWN = 4;
const VISITS = Number(process.env.BENCH_INP_VISITS ?? 5);

export const INTERACTIONS = {
  home: ["open the filter drawer", "tick a filter", "tap a heart", "type a letter"],
  recipe: ["tap a heart", "change the portions"],
} as const;

type PageName = keyof typeof INTERACTIONS;
type Interaction = (typeof INTERACTIONS)[PageName][number];

export interface InteractionFigures {
  /** The visits' interaction-to-next-paint for this interaction (its slowest instance per visit), ms. */
  medianMs: number;
  maxMs: number;
  /** Where the slowest instance of all spent its time: waiting, handlers, then rendering to paint. */
  worst: { inputDelayMs: number; processingMs: number; presentationMs: number };
}

export type InteractionRows = Record<PageName, Partial<Record<Interaction, InteractionFigures>>>;

interface Timing {
  duration: number;
  inputDelay: number;
  processing: number;
}

declare global {
  interface Window {
    __eventTimings?: Timing[];
  }
}

/**
 * Interaction to next paint of what a visitor does most on / and a recipe page, in a phone-sized
 * Chromium whose CPU runs CPU_SLOWDOWN times slower, read from the Event Timing API as web-vitals
 * reads it: the longest event entry of the interaction. Each visit is a fresh browser context
 * that first lets the page settle (adopted, nothing loading, idle); so does every interaction, so
 * each figure is the interaction's own cost. An interaction under 16 ms reports no entry and
 * counts as 16 ms.
 */
export async function interactionLatency(urls: Record<PageName, string>): Promise<InteractionRows> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samples = new Map<string, { visits: number[]; worst: Timing | null }>();
  const record = (page: PageName, interaction: Interaction, visit: Timing[]) => {
    const key = `${page}\u0000${interaction}`;
    const entry = samples.get(key) ?? { visits: [], worst: null };
    const slowest = visit.reduce((a, b) => (b.duration > a.duration ? b : a));
    entry.visits.push(slowest.duration);
    if (!entry.worst || slowest.duration > entry.worst.duration) entry.worst = slowest;
    samples.set(key, entry);
  };
  try {
    for (let visit = 0; visit < VISITS; visit++) {
      for (const name of Object.keys(INTERACTIONS) as PageName[]) {
        const timings = await visitPage(browser, urls[name], name === "home" ? homeVisit : recipeVisit);
        for (const [interaction, measured] of timings) record(name, interaction, measured);
      }
    }
  } finally {
    await browser.close();
  }
  const rows: InteractionRows = { home: {}, recipe: {} };
  for (const [key, { visits, worst }] of samples) {
    const [page, interaction] = key.split("\u0000") as [PageName, Interaction];
    const sorted = [...visits].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms);
    rows[page][interaction] = {
      medianMs: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0),
      maxMs: round(sorted.at(-1) ?? 0),
      worst: {
        inputDelayMs: round(worst?.inputDelay ?? 0),
        processingMs: round(worst?.processing ?? 0),
        presentationMs: round((worst?.duration ?? 0) - (worst?.inputDelay ?? 0) - (worst?.processing ?? 0)),
      },
    };
  }
  return rows;
}

type Measure = (interaction: Interaction, act: Locator | (() => Promise<unknown>)) => Promise<void>;

/** One visit: a fresh phone-sized context, the CPU slowed, the page adopted and settled. */
async function visitPage(
  browser: Browser,
  url: string,
  script: (page: Page, measure: Measure, settle: () => Promise<void>) => Promise<void>,
): Promise<Map<Interaction, Timing[]>> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The offline worker installs ten seconds into a visit, at a moment no two runs share.
    serviceWorkers: "block",
  });
  const timings = new Map<Interaction, Timing[]>();
  try {
    const page = await context.newPage();
    // The field vitals' sampling stays out of it: a measured visit is never a sampled one.
    await page.addInitScript(() => {
      Math.random = () => 0.99;
      const timings: Timing[] = (window.__eventTimings = []);
      new PerformanceObserver((list) => {
        // Event Timing's interactionId and durationThreshold are newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (!entry.interactionId) continue;
          timings.push({
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
          });
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const settle = settler(page);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-started"));
    await settle();
    const measure: Measure = async (interaction, act) => {
      // A tap is measured on a control already in view: a visitor scrolls to it first, and the
      // cards that scrolling brings in are drawn before the finger lands.
      if (typeof act !== "function") {
        await act.scrollIntoViewIfNeeded();
        await settle();
      }
      await page.evaluate(() => (window.__eventTimings ?? []).splice(0));
      await (typeof act === "function" ? act() : act.tap());
      await settle();
      const entries = await page.evaluate(() => (window.__eventTimings ?? []).splice(0));
      const slowest = entries.reduce<Timing>((a, b) => (b.duration > a.duration ? b : a), {
        duration: 16,
        inputDelay: 0,
        processing: 0,
      });
      timings.set(interaction, [...(timings.get(interaction) ?? []), slowest]);
    };
    await script(page, measure, settle);
  } finally {
    await context.close();
  }
  return timings;
}

/** Waits until nothing has been loading for a while and the page's main thread is idle. */
function settler(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return async () => {
    const deadline = Date.now() + 20_000;
    while ((inFlight > 0 || Date.now() - lastChange < 300) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        ),
    );
  };
}

/**
 * On /: the drawer opened (its code loads with the first tap), two filters ticked in it, the
 * drawer closed; two hearts tapped; the drawer opened once more, with its code there; then the
 * search field tapped and three letters typed.
 */
async function homeVisit(page: Page, measure: Measure, settle: () => Promise<void>) {
  const drawerButton = page.locator("#recepten button[aria-haspopup=dialog]");
  const dialog = page.getByRole("dialog");
  const closeDrawer = async () => {
    await dialog.getByRole("button").last().tap();
    await dialog.waitFor({ state: "detached" });
    await settle();
  };
  await measure("open the filter drawer", drawerButton);
  await dialog.waitFor();
  await settle();
  await measure("tick a filter", dialog.locator("label").first());
  await measure("tick a filter", dialog.locator("label").nth(1));
  await closeDrawer();
  await measure("tap a heart", page.locator("#recepten [data-save-toggle]").first());
  await measure("tap a heart", page.locator("#recepten [data-save-toggle]").nth(1));
  await measure("open the filter drawer", drawerButton);
  await closeDrawer();
  await page.locator("#zoeken").scrollIntoViewIfNeeded();
  await settle();
  await page.locator("#zoeken").tap();
  await settle();
  for (const letter of "kip") await measure("type a letter", () => page.keyboard.press(letter));
}

/** On a recipe page: the heart tapped, the portions raised twice and lowered once. */
async function recipeVisit(page: Page, measure: Measure) {
  await measure("tap a heart", page.locator("[data-save-toggle]").first());
  const portions = page.locator("[data-portions] button");
  await measure("change the portions", portions.last());
  await measure("change the portions", portions.last());
  await measure("change the portions", portions.first());
}
