import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

import { appRunning, appStarted, holdApp } from "./helpers";
import { expectAxeClean, mealAction, newPhone, SHOTS, slotLinks } from "./week-helpers";

test("the landing page has a sample week in the server's HTML and is in the header", async ({
  request,
  page,
}) => {
  const html = await (await request.get("/weekmenu")).text();
  expect(html).toContain("<h1");
  expect(html).toContain("Voorbeeldweek");
  expect(html).toMatch(/<link data-ssr rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/weekmenu">/);
  expect(html).not.toContain("noindex");
  // Twenty-one meals, each linked for the sample's two people.
  expect(html.match(/href="\/recipe\/[^"?]+\?porties=2"/g)).toHaveLength(21);
  // The app adopts the landing page as the server painted it, without the whole list: that is
  // read as the reader reaches for the button.
  const listReads: string[] = [];
  page.on("request", (asked) => {
    if (asked.url().includes("/trpc/recipes.summaries")) listReads.push(asked.url());
  });
  await page.goto("/weekmenu");
  await appStarted(page);
  expect(
    await page.evaluate(() => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors),
  ).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(listReads).toEqual([]);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).focus();
  await expect.poll(() => listReads.length).toBe(1);
  await expect(page.getByRole("link", { name: "Weekmenu" })).toHaveAttribute("aria-current", "page");
  await page.goto("/");
  await appStarted(page);
  await page.getByRole("link", { name: "Weekmenu" }).click();
  await expect(page.getByRole("heading", { name: "Voorbeeldweek" })).toBeVisible();
});

test("a week on a phone: make, swap, lock, reload, share, calendar", async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await newPhone(browser);
  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  const first = await slotLinks(page);
  expect(first).toHaveLength(21);
  expect(first.every((href) => (href ?? "").endsWith("?porties=2"))).toBe(true);
  // Every day keeps its rules: three meals, three protein groups.
  await expect(page.getByText("3 van 3 maaltijden · 3 verschillende eiwitgroepen")).toHaveCount(7);

  // Swap the first lunch: another recipe, the rest of the week stays.
  await mealAction(page, /^Lunch van .+ aanpassen$/, "Wisselen");
  await expect.poll(async () => (await slotLinks(page))[1]).not.toBe(first[1]);
  const swapped = await slotLinks(page);
  expect(swapped.filter((_, i) => i !== 1 && i !== 4)).toEqual(first.filter((_, i) => i !== 1 && i !== 4));

  await mealAction(page, /^Diner van .+ aanpassen$/, "Vastzetten");
  await expect(page.locator("li[data-locked]")).toHaveCount(1);
  const kept = await slotLinks(page);

  await page.reload();
  await appStarted(page);
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  expect(await slotLinks(page)).toEqual(kept);
  await expect(page.locator("li[data-locked]").first()).toContainText("Diner · vast");

  // One share control: it shares the week's link, or copies it where the phone cannot share.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Deel deze week" }).click();
  await expect(page.getByRole("button", { name: "Link gekopieerd" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // 'Nieuwe week' keeps the locked dinner.
  await page.getByRole("button", { name: "Nieuwe week" }).click();
  // A fresh seed: another week (any one slot may come out the same).
  await expect.poll(async () => (await slotLinks(page)).join()).not.toBe(kept.join());
  expect((await slotLinks(page))[2]).toBe(kept[2]);

  // The share link opens the shared week, unchanged, on another phone.
  const other = await newPhone(browser);
  await other.page.goto(link);
  await appStarted(other.page);
  await expect(other.page.getByText("Je bekijkt een gedeelde week")).toBeVisible();
  expect(await slotLinks(other.page)).toEqual(kept);
  await expect(other.page).toHaveURL(/\/weekmenu$/);
  await other.context.close();

  // The calendar file: 21 meals, each with its recipe's link (and any evening reminders after them).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "In je agenda (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("weekmenu.ics");
  const ics = await readFile(await download.path(), "utf8");
  const now = await slotLinks(page);
  expect(ics.match(/SUMMARY:(Ontbijt|Lunch|Diner):/g)).toHaveLength(21);
  const urls = [...ics.matchAll(/^URL:(.+)\r$/gm)]
    .slice(0, 21)
    .map((m) => new URL(m[1] ?? "").pathname + new URL(m[1] ?? "").search);
  expect(urls).toEqual(now);
  expect(ics).toMatch(/DTSTART:\d{8}T080000\r\n/);
  expect(ics).toMatch(/DTSTART:\d{8}T130000\r\n/);
  expect(ics).toMatch(/DTSTART:\d{8}T183000\r\n/);

  await expectAxeClean(page);
  if (SHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/week-360-light-top.png` });
    await page.locator("ol > li").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/week-360-light-day.png` });
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await expectAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/week-360-dark-day.png` });
  }
  await context.close();
});

test("a week at 1280 px, dark, and on one landscape A4", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  await expectAxeClean(page);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/week-1280-light.png`, fullPage: true });
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await expectAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/week-1280-dark.png`, fullPage: true });
    await mealAction(page, /^Diner van .+ aanpassen$/, "Ander recept kiezen…");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/week-1280-dark-picker.png` });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.screenshot({ path: `${SHOTS}/week-print.png`, fullPage: true });
    await import("node:fs/promises").then((fs) => fs.writeFile(`${SHOTS}/week.pdf`, pdf));
  }
  await context.close();
});

test("'Maak mijn weekmenu' tapped before the app starts makes the week once it does", async ({ browser }) => {
  const { context, page } = await newPhone(browser);
  const release = await holdApp(page);
  await page.goto("/weekmenu");
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).tap();
  // The tap landed on the server's page.
  expect(await appRunning(page)).toBe(false);
  release();
  await appStarted(page);
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  expect(await slotLinks(page)).toHaveLength(21);
  await context.close();
});

test("an early tap on the server's 'Maak mijn weekmenu' keeps a week the phone has already", async ({
  browser,
}) => {
  const { context, page } = await newPhone(browser);
  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await mealAction(page, /^Diner van .+ aanpassen$/, "Vastzetten");
  const own = await slotLinks(page);
  expect(own).toHaveLength(21);

  const release = await holdApp(page);
  await page.reload();
  // The server paints the landing page for everyone; the week lives on the phone.
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).tap();
  expect(await appRunning(page)).toBe(false);
  release();
  await appStarted(page);
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  expect(await slotLinks(page)).toEqual(own);
  await expect(page.locator("li[data-locked]")).toHaveCount(1);
  await context.close();
});
