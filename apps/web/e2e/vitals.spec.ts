import type { Page, Request } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted, login } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The page's visibility as the browser would switch it when the visitor leaves or comes back. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { value, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, state);

test("a sampled visit reports its vitals once, when the page is hidden, and the CMS shows them", async ({
  page,
}) => {
  // This visit is one of the sampled half.
  await page.addInitScript(() => (Math.random = () => 0));
  const beacons: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request);
  });
  const reporting = page.waitForResponse((response) => /\/assets\/report-[\w-]+\.js$/.test(response.url()));
  await page.goto("/");
  await appStarted(page);
  // The reporting code comes once the page is idle, after the first paint's own files.
  await reporting;
  // Its observers start once the chunk has run, a task after it arrived: an idle moment later
  // they listen, and the tap below is the visit's interaction (INP).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  await page.getByRole("searchbox").first().tap();
  await page.keyboard.type("kip");
  expect(beacons).toHaveLength(0);

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/vitals");
  await setVisibility(page, "hidden");
  const beacon = await sent;
  expect(beacon.method()).toBe("POST");
  expect(beacon.headers().cookie).toBeUndefined();
  const body = JSON.parse(beacon.postData() ?? "{}") as {
    page: string;
    device: string;
    metrics: Record<string, number>;
  };
  expect(Object.keys(body).sort()).toEqual(["device", "metrics", "page"]);
  expect(body.page).toBe("home");
  expect(body.device).toBe("phone");
  // INP comes only when the browser timed one of the visit's interactions, which a fast tap on a
  // quiet machine may not give: the other four every visit has.
  expect(Object.keys(body.metrics)).toEqual(expect.arrayContaining(["LCP", "FCP", "TTFB", "CLS"]));
  expect(Object.keys(body.metrics).every((name) => ["LCP", "FCP", "TTFB", "CLS", "INP"].includes(name))).toBe(
    true,
  );
  expect(body.metrics.LCP).toBeGreaterThan(0);

  // Back and away again, and then leaving for good: still the one report.
  await setVisibility(page, "visible");
  await setVisibility(page, "hidden");
  await page.goto("about:blank");
  await page.waitForTimeout(500);
  expect(beacons).toHaveLength(1);

  await login(page);
  await page.getByRole("link", { name: "Snelheid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Snelheid" })).toBeVisible();
  const home = page.getByRole("article", { name: "Overzicht, afgelopen 7 dagen" });
  // Each metric the beacon carried, under its Dutch name (INP only when the visit had one).
  const names: Record<string, string> = {
    LCP: "LCP: grootste inhoud zichtbaar",
    INP: "INP: reactie op tikken en typen",
    CLS: "CLS: verschuiven van de inhoud",
    FCP: "FCP: eerste inhoud zichtbaar",
    TTFB: "TTFB: eerste antwoord van de server",
  };
  for (const metric of Object.keys(body.metrics)) await expect(home).toContainText(names[metric] ?? metric);
  await expect(home).toContainText(/\d+ bezoek/);
  await expect(home).toContainText(/Van (1 bezoeker|\d+ verschillende bezoekers)/);
  await expect(home).toContainText(/goed|verbetering nodig|slecht/);
  // The slowest page kinds and devices, the slowest first; other visits of the test run may
  // outrank this one, so only the order is checked.
  const slowest = page.getByRole("list", { name: "Op LCP" }).getByRole("listitem");
  await expect(slowest.first()).toContainText(/\d\s*m?s/);
  // '811 ms' or, from a second on, '1,8 s'.
  const figures = (await slowest.allTextContents()).map((text) => {
    const [, value = "", unit] = /(\d+(?:,\d+)?)\s*(ms|s)/.exec(text) ?? [];
    return Number(value.replace(",", ".")) * (unit === "s" ? 1000 : 1);
  });
  expect(figures.every((figure) => figure > 0)).toBe(true);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));
});

test("an unsampled visit loads no reporting code and sends nothing", async ({ page }) => {
  await page.addInitScript(() => (Math.random = () => 0.99));
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/");
  await appStarted(page);
  await page.waitForLoadState("networkidle");
  await setVisibility(page, "hidden");
  await page.waitForTimeout(300);
  expect(requests.filter((path) => path === "/api/vitals" || path.includes("/report-"))).toEqual([]);
});

test("the Snelheid page is the admin's only", async ({ page }) => {
  await page.goto("/cms/snelheid");
  await expect(page.getByLabel("Wachtwoord")).toBeVisible();
  expect((await page.request.get("/trpc/vitals.summary")).status()).toBe(401);
});
