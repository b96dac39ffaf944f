import type { Page } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";
import { newPhone, SHOTS, slotLinks } from "./week-helpers";

interface ApiRecipe {
  id: string;
  name: string;
  chapter: string;
  proteinType: string;
}

const MEAT_AND_FISH = ["Kip", "Vis", "Schelvis", "Kalfsvlees", "Kalfsgehakt", "Ham"];
const idOf = (href: string | null) => (href ?? "").replace(/^\/recipe\//, "").replace(/\?.*$/, "");

async function collection(page: Page): Promise<Map<string, ApiRecipe>> {
  const list = (await (await page.request.get("/api/recipes")).json()) as ApiRecipe[];
  return new Map(list.map((r) => [r.id, r]));
}

async function makeWeek(page: Page) {
  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
}

test("on a phone, people and 'Vegetarische week' re-plan the unlocked meals at once, and undo puts them back", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await newPhone(browser);
  await makeWeek(page);
  const recipes = await collection(page);
  // The first meal is on the first screen.
  const firstMeal = page.locator("ol li ul > li").first();
  const box = await firstMeal.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(740);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/week-360-light-first-screen.png` });
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await page.screenshot({ path: `${SHOTS}/week-360-dark-first-screen.png` });
    await page.getByRole("button", { name: "Donkere modus" }).click();
  }

  await page
    .getByRole("button", { name: /^Diner van .+ aanpassen$/ })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Vastzetten" }).click();
  await expect(page.locator("li[data-locked]")).toHaveCount(1);
  const first = await slotLinks(page);

  await page.getByText("Instellingen").click();
  await page.getByLabel("Personen").selectOption("4");
  await expect(page.getByText("Je week is opnieuw gepland", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await slotLinks(page)).filter(Boolean).every((h) => (h ?? "").endsWith("?porties=4")))
    .toBe(true);
  // The locked dinner stays.
  expect(idOf((await slotLinks(page))[2] ?? null)).toBe(idOf(first[2] ?? null));

  const beforeVeg = await slotLinks(page);
  await page.getByRole("checkbox", { name: "Vegetarische week" }).check();
  await expect
    .poll(async () =>
      (await slotLinks(page)).filter(
        (h, slot) => slot !== 2 && MEAT_AND_FISH.includes(recipes.get(idOf(h))?.proteinType ?? ""),
      ),
    )
    .toEqual([]);
  expect(await slotLinks(page)).not.toEqual(beforeVeg);
  // Undo: the week as it was before the tick.
  await page.getByRole("button", { name: "Ongedaan maken" }).last().click();
  await expect.poll(() => slotLinks(page)).toEqual(beforeVeg);
  await expect(page.getByRole("checkbox", { name: "Vegetarische week" })).not.toBeChecked();

  // The next week is for four as well.
  await page.evaluate(() => localStorage.removeItem("receptenboek:weekmenu:v1"));
  await makeWeek(page);
  expect((await slotLinks(page)).filter(Boolean).every((h) => (h ?? "").endsWith("?porties=4"))).toBe(true);
  await context.close();
});

test("a week made on a December day holds no asparagus, strawberries or courgette", async ({ browser }) => {
  const { context, page } = await newPhone(browser);
  await page.clock.setFixedTime(new Date("2026-12-02T10:00:00"));
  await makeWeek(page);
  await expect(page.getByRole("heading", { name: /^Jouw week: maandag 7 dec/ })).toBeVisible();
  const names = await page.locator("ol li ul > li a[href^='/recipe/']").allTextContents();
  expect(names).toHaveLength(21);
  expect(names.filter((name) => /asperge|aardbei|courgette/i.test(name))).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-december-360.png` });
  await context.close();
});

test("a breakfast that waits the night has its time shown and a reminder the evening before, on screen and in the calendar", async ({
  browser,
}) => {
  const { context, page } = await newPhone(browser);
  await page.goto("/");
  const recipes = [...(await collection(page)).values()];
  const bircher = recipes.find((r) => r.name.startsWith("Birchermuesli"));
  expect(bircher).toBeDefined();
  // A shared week: the muesli on Tuesday's breakfast, the rest any recipes.
  const others = recipes.filter((r) => r.id !== bircher?.id).map((r) => r.id);
  const slots = Array.from({ length: 21 }, (_, i) => (i === 3 ? bircher?.id : others[i]));
  await page.goto(`/weekmenu?week=1.20261207.2.b.0.${slots.join("~")}`);
  await appStarted(page);
  const monday = page.locator("ol > li").first();
  const tuesday = page.locator("ol > li").nth(1);
  await expect(monday.locator("[data-reminder]")).toHaveText(
    `Vanavond: ${bircher?.name} klaarzetten voor morgen`,
  );
  await expect(tuesday.getByText("10 min + 8 uur in de koelkast")).toBeVisible();
  await expect(tuesday.locator("[data-reminder]")).toHaveCount(0);
  await monday.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-reminder-360.png` });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "In je agenda (.ics)" }).click(),
  ]);
  const file = await import("node:fs/promises").then(async (fs) =>
    fs.readFile(await download.path(), "utf8"),
  );
  // Long lines are folded onto the next, after a space (RFC 5545).
  const ics = file.replace(/\r\n /g, "");
  expect(ics).toContain(`SUMMARY:Vanavond: ${bircher?.name} klaarzetten voor morgen`);
  expect(ics).toMatch(/DTSTART:20261207T200000\r\n/);
  // Printed too: the reminder is not hidden in print.
  await page.emulateMedia({ media: "print" });
  await expect(monday.locator("[data-reminder]")).toBeVisible();
  await context.close();
});

test("'Weekboekje' prints the week and then every recipe of the week on a page of its own", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await newPhone(browser);
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await makeWeek(page);
  const ids = new Set((await slotLinks(page)).map(idOf));
  await page.getByRole("button", { name: "Weekboekje afdrukken" }).click();
  await expect(page.locator("[data-booklet-page]")).toHaveCount(ids.size);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  // Each page is for the week's two people, with its ingredients and steps.
  const pages = page.locator("[data-booklet-page]");
  await expect(pages.first()).toContainText("Voor 2 personen");
  await expect(pages.first().locator("h3", { hasText: "Bereiding" })).toBeAttached();
  expect(await pages.evaluateAll((els) => els.map((el) => getComputedStyle(el).breakBefore))).toEqual(
    Array(ids.size).fill("page"),
  );
  await page.emulateMedia({ media: "print" });
  await expect(pages.first()).toBeVisible();
  if (SHOTS) {
    // The booklet's first two sheets as printed: the week on landscape A4, then the first recipe.
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.locator("[data-weekmenu]").screenshot({ path: `${SHOTS}/booklet-page-1.png` });
    await page.setViewportSize({ width: 794, height: 1123 });
    await pages.first().screenshot({ path: `${SHOTS}/booklet-page-2.png` });
  }
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const count = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  // The week on one landscape sheet, then at least a sheet per recipe.
  expect(count).toBeGreaterThanOrEqual(1 + ids.size);
  if (SHOTS) await writeFile(`${SHOTS}/weekboekje.pdf`, pdf);
  await context.close();
});

test("the overview on a December phone: 'Nu in het seizoen' with its count, in the URL, and a badge on its cards", async ({
  browser,
}) => {
  const { context, page } = await newPhone(browser);
  await page.clock.setFixedTime(new Date("2026-12-02T10:00:00"));
  await page.goto("/");
  await appStarted(page);
  await page.getByRole("button", { name: "Filters", exact: true }).tap();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  const box = drawer.getByRole("checkbox", { name: /^Nu in het seizoen/ });
  const label = drawer.locator("label").filter({ hasText: "Nu in het seizoen" });
  const count = Number((await label.textContent())?.replace(/\D/g, ""));
  expect(count).toBeGreaterThan(0);
  await box.check();
  // As the other facets write their lists: ?seizoen=["nu"].
  await expect(page).toHaveURL(/[?&]seizoen=%5B%22nu%22%5D/);
  await drawer.getByRole("button", { name: "Filters sluiten" }).tap();
  const cards = page.locator("#recepten article, [id^='recepten'] li").filter({ has: page.locator("h3") });
  await expect(page.locator("[data-season]").first()).toBeVisible();
  expect(await page.locator("[data-season]").count()).toBe(Math.min(count, await cards.count()));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overview-season-360.png` });
  // The URL alone opens the same view.
  await page.goto("/?seizoen=nu");
  await appStarted(page);
  await expect(page.locator("[data-season]").first()).toBeVisible();
  await context.close();
});
