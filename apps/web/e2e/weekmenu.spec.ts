import type { Browser, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";

import { appStarted, holdApp, kept, PASSWORD, toast } from "./helpers";

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Set to a folder to keep the screenshots of the week for a look. */
const SHOTS = process.env.WEEK_SHOTS;

/** The recipe links of the week in slot order, as the page shows them. */
const slotLinks = (page: Page) =>
  page
    .locator("ol li ul > li a[href^='/recipe/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));

async function newPhone(browser: Browser) {
  const context = await browser.newContext(phone);
  return { context, page: await context.newPage() };
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

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
  // The app adopts the landing page as the server painted it.
  await page.goto("/weekmenu");
  await appStarted(page);
  expect(
    await page.evaluate(() => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors),
  ).toEqual([]);
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
  await page
    .getByRole("button", { name: /^Lunch van .+ wisselen$/ })
    .first()
    .click();
  await expect.poll(async () => (await slotLinks(page))[1]).not.toBe(first[1]);
  const swapped = await slotLinks(page);
  expect(swapped.filter((_, i) => i !== 1 && i !== 4)).toEqual(first.filter((_, i) => i !== 1 && i !== 4));

  const lock = page.getByRole("button", { name: /^Diner van .+ vastzetten$/ }).first();
  await lock.click();
  await expect(lock).toHaveAttribute("aria-pressed", "true");
  const kept = await slotLinks(page);

  await page.reload();
  await appStarted(page);
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  expect(await slotLinks(page)).toEqual(kept);
  await expect(page.getByRole("button", { name: /^Diner van .+ vastzetten$/ }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // 'Nieuwe week' keeps the locked dinner.
  const link = await page.locator("[data-share-link]").inputValue();
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

  // The calendar file: 21 events, each with its recipe's link.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "In je agenda (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("weekmenu.ics");
  const ics = await readFile(await download.path(), "utf8");
  const now = await slotLinks(page);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(21);
  const urls = [...ics.matchAll(/^URL:(.+)\r$/gm)].map(
    (m) => new URL(m[1] ?? "").pathname + new URL(m[1] ?? "").search,
  );
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
    await page
      .getByRole("button", { name: /^Kies een recept voor diner van/ })
      .first()
      .click();
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

const appRunning = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === "1");

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
  await page
    .getByRole("button", { name: /^Diner van .+ vastzetten$/ })
    .first()
    .click();
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
  await expect(page.getByRole("button", { name: /^Diner van .+ vastzetten$/ }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await context.close();
});

test("on a phone: choose meals with the overview's search and filters, then shop the whole week", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // Recipes of our own, with ingredients nothing else has, so the merged amounts are known.
  expect((await request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(200);
  const make = async (fields: Record<string, unknown>) => {
    const response = await request.post("/api/recipes", {
      data: { instructions: "Kook.\nEet.", prepTime: 15, calories: 300, ...fields },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; name: string };
  };
  // A made-up word of letters: the search finds it in our names and nowhere else.
  const tag = `wt${Date.now().toString(36).replace(/\d/g, "")}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")}`;
  const soup = await make({
    name: `Weektestsoep ${tag}`,
    chapter: "Soepen",
    proteinType: "Linzen",
    preparationMethod: "Pan",
    servings: 4,
    ingredients: ["400 g weektestbonen", "1 l weektestbouillon"],
  });
  const warm = await make({
    name: `Weektestontbijt warm ${tag}`,
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    servings: 1,
    ingredients: ["150 g weektestbonen", "250 ml weektestbouillon"],
  });
  const cold = await make({
    name: `Weektestontbijt koud ${tag}`,
    chapter: "Ontbijt",
    proteinType: "Yoghurt",
    preparationMethod: "Koud",
    servings: 1,
    ingredients: ["999 g weektestbonen"],
  });
  const ours = [soup.id, warm.id, cold.id];

  const context = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The list holds something already.
  await page.goto("/boodschappen");
  await appStarted(page);
  await page.getByLabel("Zelf iets toevoegen").fill("100 g weektestbonen");
  await page.getByRole("button", { name: "Toevoegen" }).click();

  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  // A week without our recipes, so the ones chosen below are all there is of them.
  while ((await slotLinks(page)).some((href) => ours.some((id) => href?.includes(id)))) {
    await page.getByRole("button", { name: "Nieuwe week" }).click();
  }

  const choose = async (slot: RegExp, search: string, found: string, name: string) => {
    await page.getByRole("button", { name: slot }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox", { name: "Zoek recepten" }).fill(search);
    await expect(dialog.getByRole("status")).toHaveText(found);
    await dialog.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await expect(dialog).toHaveCount(0);
  };
  // Lunch offers lunch recipes only: the search finds the soup, not the breakfasts.
  await choose(/^Kies een recept voor lunch van maandag/, tag, "1 recept", soup.name);
  await choose(/^Kies een recept voor lunch van dinsdag/, tag, "1 recept", soup.name);
  await expect(page.getByText("Restje van maandag")).toBeVisible();
  // Breakfast stays breakfast; the overview's method filter narrows the two to the warm one.
  await page.getByRole("button", { name: /^Kies een recept voor ontbijt van woensdag/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Ontbijt voor woensdag/ });
  await dialog.getByRole("searchbox", { name: "Zoek recepten" }).fill(tag);
  await expect(dialog.getByRole("status")).toHaveText("2 recepten");
  await dialog.getByText("Filters").click();
  await dialog.getByRole("checkbox", { name: /^Pan/ }).check();
  await expect(dialog.getByRole("status")).toHaveText("1 recept");
  await expectAxeClean(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-390-picker.png` });
  await dialog.getByRole("button", { name: new RegExp(`^${warm.name}`) }).click();
  await expect(dialog).toHaveCount(0);
  const links = await slotLinks(page);
  expect(links[1]).toBe(`/recipe/${soup.id}?porties=2`);
  expect(links[4]).toBe(`/recipe/${soup.id}?porties=2`);
  expect(links[6]).toBe(`/recipe/${warm.id}?porties=2`);

  await page.getByRole("button", { name: "Alles op de boodschappenlijst" }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-390-added.png` });
  await expect(toast(page, "Alles op je boodschappenlijst")).toContainText("voor 2 personen per maaltijd");
  // Once added, the button leads to the list, so a second tap cannot add the week twice.
  await page.getByRole("link", { name: "Naar de boodschappenlijst" }).click();
  await expect(page).toHaveURL(/\/boodschappen$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-390-list.png`, fullPage: true });
  // 100 g typed, 400 g of the soup for 4 (monday's pot feeds tuesday's leftover, bought once),
  // 2 x 150 g of the breakfast for 1.
  await expect(page.getByRole("checkbox", { name: /^800\sg weektestbonen/ })).toBeVisible();
  // 1 l of the soup, 2 x 250 ml of the breakfast.
  await expect(page.getByRole("checkbox", { name: /^1,5\sl weektestbouillon/ })).toBeVisible();
  // The soup once, for the four portions monday's pot makes.
  await expect(
    page.getByRole("region", { name: "Op de lijst" }).getByRole("listitem").filter({ hasText: soup.name }),
  ).toHaveText(new RegExp(`^${soup.name}\\s*4 personen`));
  // Every planned recipe is on the list, each once, beside the item typed by hand.
  const planned = new Set(links.map((href) => href?.split("?")[0]));
  await expect(page.getByRole("button", { name: /^.+ van de lijst halen$/ })).toHaveCount(planned.size + 1);
  await context.close();
});

test("after a first visit the week and its recipes open offline", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await newPhone(browser);
  await page.goto("/weekmenu");
  await appStarted(page);
  // Made at once, before the offline worker has taken over the page.
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  const links = await slotLinks(page);
  const paths = [...new Set(links.map((href) => (href ?? "").split("?")[0] ?? ""))];
  await expect.poll(() => kept(page, "/weekmenu"), { timeout: 30_000 }).toBe(true);
  for (const path of paths) await expect.poll(() => kept(page, path), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto("/weekmenu");
  await appStarted(page);
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  expect(await slotLinks(page)).toEqual(links);
  const dinner = page.locator("ol li ul > li a[href^='/recipe/']").nth(2);
  const name = (await dinner.textContent()) ?? "";
  await dinner.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("2 personen");
  await context.close();
});
