import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appRunning, appStarted } from "./helpers";

// The overview's controls, used as soon as the server has painted them, on a phone-slow CPU:
// before the app runs, while it adopts the page, and right after. Nothing the visitor did may be
// lost or undone, in any of the visits.

const VISITS = 10;
const count = (page: Page) => page.getByTestId("results-count");
const cards = (page: Page) => page.getByTestId("recipe-card");

/** The count a server-rendered URL shows: what the same choice made by hand must show too. */
async function countFor(page: Page, url: string) {
  await page.goto(url);
  await appStarted(page);
  await expect(count(page)).not.toHaveText("Laden...");
  return (await count(page).textContent()) ?? "";
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The app's entry script, held back on the visits that act before the app runs at all. */
async function gate(page: Page) {
  let release = () => undefined as void;
  let held = Promise.resolve();
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return {
    hold: () => void (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

/**
 * One visit of the overview, with `act` done at one of three moments, in turn: on the server's
 * page before the app runs; as soon as the control exists (whatever the app is doing then); and
 * as the app begins to adopt the page. Settles once the app has adopted the page.
 */
async function visit(page: Page, app: Awaited<ReturnType<typeof gate>>, i: number, act: () => Promise<void>) {
  const moment = i % 3;
  if (moment === 0) app.hold();
  await page.goto("/", { waitUntil: "commit" });
  if (moment === 2) await page.waitForFunction(() => document.documentElement.dataset.app === "1");
  await act();
  if (moment === 0) {
    expect(await appRunning(page)).toBe(false);
    app.release();
  }
  await appStarted(page);
}

const kip = (page: Page): Locator => page.locator("#zijbalk-eiwit-kip");

test.describe("a desktop visitor at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a filter box ticked while the overview starts is applied", async ({ page }) => {
    test.setTimeout(120_000);
    const expected = await countFor(page, `/?eiwit=${encodeURIComponent('["Kip"]')}`);
    const app = await gate(page);
    await slowCpu(page);
    for (let i = 0; i < VISITS; i++) {
      await visit(page, app, i, () => kip(page).check());
      await expect(kip(page)).toBeChecked();
      await expect(count(page), `visit ${i + 1}`).toHaveText(expected);
      await expect(page.getByRole("button", { name: "Wis filters" })).toBeVisible();
      await expect(page).toHaveURL(/eiwit=.*Kip/);
    }
  });

  test("text typed while the overview starts is searched and kept", async ({ page }) => {
    test.setTimeout(120_000);
    const expected = await countFor(page, "/?q=kip");
    const app = await gate(page);
    await slowCpu(page);
    const field = page.locator("#zoeken");
    for (let i = 0; i < VISITS; i++) {
      // Letter by letter, so that letters land before, while and after the app adopts the field.
      await visit(page, app, i, () => field.pressSequentially("kip", { delay: 40 }));
      await expect(count(page), `visit ${i + 1}`).toHaveText(expected);
      await expect(field).toHaveValue("kip");
      await expect(page).toHaveURL(/q=kip/);
    }
  });

  test("a chapter chosen while the overview starts is applied", async ({ page }) => {
    test.setTimeout(120_000);
    const expected = await countFor(page, "/?hoofdstuk=Ontbijt");
    const app = await gate(page);
    await slowCpu(page);
    const chapter = page.locator("#ontbijt");
    for (let i = 0; i < VISITS; i++) {
      await visit(page, app, i, () => chapter.click());
      await expect(chapter, `visit ${i + 1}`).toHaveAttribute("aria-pressed", "true");
      await expect(count(page)).toHaveText(expected);
      await expect(page).toHaveURL(/hoofdstuk=ontbijt/i);
    }
  });

  test("'Meer recepten' pressed while the overview starts shows more cards", async ({ page }) => {
    test.setTimeout(120_000);
    const app = await gate(page);
    await slowCpu(page);
    const more = page.getByRole("button", { name: /^Meer recepten tonen/ });
    for (let i = 0; i < VISITS; i++) {
      // A click that leaves the button where it is, far below the screen: the cards the button
      // loads by itself as it nears the screen would hide a lost press.
      await visit(page, app, i, () => more.dispatchEvent("click"));
      await expect(cards(page), `visit ${i + 1}`).toHaveCount(48);
    }
  });
});

test.describe("a phone at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the drawer opened and a box ticked while the overview starts are applied", async ({ page }) => {
    test.setTimeout(120_000);
    const expected = await countFor(page, `/?eiwit=${encodeURIComponent('["Kip"]')}`);
    const app = await gate(page);
    await slowCpu(page);
    const drawer = page.getByRole("dialog", { name: "Filters" });
    for (let i = 0; i < VISITS; i++) {
      await visit(page, app, i, () => page.getByRole("button", { name: "Filters" }).tap());
      await drawer.locator("#lade-eiwit-kip").check();
      await expect(count(page), `visit ${i + 1}`).toHaveText(expected);
      await drawer.getByRole("button", { name: /^Toon \d+ recepten?$/ }).tap();
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId("filter-dot")).toBeVisible();
      await expect(page).toHaveURL(/eiwit=.*Kip/);
    }
  });
});
