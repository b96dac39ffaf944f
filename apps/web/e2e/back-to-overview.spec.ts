import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";

// 'Terug naar overzicht' on a recipe page returns to the overview as the visitor left it: the
// search, the filters, the chapter, the cards shown and the place on the page.

const count = (page: Page) => page.getByTestId("results-count");
const cards = (page: Page) => page.getByTestId("recipe-card");
const back = (page: Page) => page.getByRole("link", { name: "Terug naar overzicht" });

/** The overview's URL once the back link has led there (going back in history takes a moment). */
async function overviewUrl(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(cards(page).first()).toBeVisible();
  return new URL(page.url());
}
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the card into the middle of the screen and says where the page then stands. */
async function scrollToCard(page: Page, index: number) {
  await cards(page)
    .nth(index)
    .evaluate((card) => card.scrollIntoView({ block: "center" }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  // The position settles (two frames without a change) before the card is opened.
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect
    .poll(async () => {
      const before = await scrollY(page);
      await frames();
      return before === (await scrollY(page));
    })
    .toBe(true);
  return scrollY(page);
}

async function openCard(page: Page, index: number) {
  const link = cards(page).nth(index).getByRole("link");
  const name = (await link.textContent()) ?? "";
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function expectNear(page: Page, y: number) {
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 40);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThan(40);
}

test.describe("a desktop at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("back from a recipe keeps the search, the chapter, the ticked boxes and the place", async ({
    page,
  }) => {
    await page.goto("/");
    await appStarted(page);
    await page.getByRole("button", { name: /^Diner/ }).click();
    await page.locator("#zijbalk-dieet-vegetarisch").check();
    await page.locator("#zoeken").fill("a");
    await expect(page).toHaveURL(/q=a/);
    const shown = (await count(page).textContent()) ?? "";
    expect(shown).toMatch(/^\d+ recepten$/);
    const y = await scrollToCard(page, 3);
    await openCard(page, 3);

    await back(page).click();
    const url = await overviewUrl(page);
    expect(url.searchParams.get("q")).toBe("a");
    expect(url.searchParams.get("hoofdstuk")).toBe("diner");
    expect(url.searchParams.get("dieet")).toBe('["vegetarisch"]');
    await expect(page.locator("#zoeken")).toHaveValue("a");
    await expect(page.getByRole("button", { name: /^Diner/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("#zijbalk-dieet-vegetarisch")).toBeChecked();
    await expect(count(page)).toHaveText(shown);
    await expectNear(page, y);
  });

  test("back from a recipe shows the cards 'Meer recepten' added, at the same place", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    await page.locator("#zijbalk-dieet-glutenvrij").check();
    await expect(page).toHaveURL(/dieet=/);
    await page.getByRole("button", { name: /^Meer recepten tonen/ }).click();
    // More cards come as the button nears the screen: whatever showed, the same show after.
    await expect.poll(() => cards(page).count()).toBeGreaterThan(24);
    const y = await scrollToCard(page, 37);
    const shown = await cards(page).count();
    await openCard(page, 37);

    await back(page).click();
    await expect(page).toHaveURL(/dieet=%5B%22glutenvrij%22%5D|dieet=\["glutenvrij"\]/);
    await expect(page.locator("#zijbalk-dieet-glutenvrij")).toBeChecked();
    await expect(cards(page)).toHaveCount(shown);
    await expectNear(page, y);
  });

  test("back from a recipe opened from another recipe leads to the overview as it was left", async ({
    page,
  }) => {
    await page.goto("/");
    await appStarted(page);
    await page.getByRole("button", { name: /^Diner/ }).click();
    await page.locator("#zijbalk-dieet-vegetarisch").check();
    await expect(page).toHaveURL(/dieet=/);
    const shown = (await count(page).textContent()) ?? "";
    const y = await scrollToCard(page, 4);
    await openCard(page, 4);
    // A recipe the first one suggests: the entry before this one is a recipe, not the overview.
    const related = page.locator("section[aria-labelledby='meer-titel'] a[href^='/recipe/']").first();
    const href = (await related.getAttribute("href")) ?? "";
    await related.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(back(page)).toBeVisible();
    const entries = await page.evaluate(() => history.length);

    await back(page).click();
    const url = await overviewUrl(page);
    expect(url.searchParams.get("hoofdstuk")).toBe("diner");
    expect(url.searchParams.get("dieet")).toBe('["vegetarisch"]');
    await expect(page.locator("#zijbalk-dieet-vegetarisch")).toBeChecked();
    await expect(count(page)).toHaveText(shown);
    await expectNear(page, y);
    // A new entry, not a trip back through history.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });
});

for (const width of [360, 390])
  test.describe(`a phone at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

    test("back from a recipe keeps the chapter, the drawer's ticks and the place", async ({ page }) => {
      await page.goto("/");
      await appStarted(page);
      await page.getByRole("button", { name: /^Diner/ }).tap();
      await page.getByRole("button", { name: "Filters" }).tap();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await drawer.locator("#lade-dieet-vegetarisch").check();
      await drawer.getByRole("button", { name: /^Toon \d+ recepten?$/ }).tap();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/dieet=/);
      const shown = (await count(page).textContent()) ?? "";
      expect(shown).toMatch(/^\d+ recepten$/);
      const y = await scrollToCard(page, 4);
      await openCard(page, 4);

      await back(page).tap();
      const url = await overviewUrl(page);
      expect(url.searchParams.get("hoofdstuk")).toBe("diner");
      expect(url.searchParams.get("dieet")).toBe('["vegetarisch"]');
      await expect(count(page)).toHaveText(shown);
      await expect(page.getByTestId("filter-dot")).toBeVisible();
      await expectNear(page, y);
      await page.getByRole("button", { name: "Filters (actief)" }).tap();
      await expect(drawer.locator("#lade-dieet-vegetarisch")).toBeChecked();
    });
  });
