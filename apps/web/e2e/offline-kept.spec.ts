import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, fakeClock, kept, searchOverview, startWorkerNow } from "./helpers";
import { slotLinks } from "./week-helpers";

/** Set to a folder to keep screenshots of the offline overview for a look. */
const SHOTS = process.env.OFFLINE_SHOTS;

/** Whether the worker keeps the read a recipe page and cook mode load the recipe with. */
const keptRead = (page: Page, id: string) =>
  page.evaluate(async (wanted) => {
    const keys = await (await caches.open("data")).keys();
    return keys.some((request) => {
      const url = new URL(request.url);
      return (
        url.pathname === "/trpc/recipes.page" &&
        url.searchParams.get("input") === JSON.stringify({ id: wanted })
      );
    });
  }, id);

/** Whether the worker keeps the recipe's picture for its page, in both themes (as only a kept recipe has). */
const keptPicture = (page: Page, id: string) =>
  page.evaluate(async (wanted) => {
    const keys = await (await caches.open("pictures")).keys();
    return keys.some((request) => {
      const url = new URL(request.url);
      return url.pathname.startsWith(`/art/recipe/${wanted}.`) && url.searchParams.get("theme") === "dark";
    });
  }, id);

/**
 * Waits until the worker keeps a recipe's read, its cook mode and its picture: one after another
 * on a busy machine, while the rest of a week is kept too.
 */
async function keptForOffline(page: Page, id: string) {
  const timeout = 30_000;
  await expect.poll(() => keptRead(page, id), { timeout }).toBe(true);
  await expect.poll(() => kept(page, `/recipe/${id}/koken`), { timeout }).toBe(true);
  await expect.poll(() => keptPicture(page, id), { timeout }).toBe(true);
}

/** The recipe page's ingredient lines as shown. */
const ingredientLines = (page: Page) =>
  page
    .locator("section", { has: page.getByRole("heading", { level: 2, name: "Ingrediënten" }) })
    .locator("li")
    .allTextContents();

/** The recipe page's picture has arrived (from the worker's copy when offline). */
const pictureShown = (page: Page) =>
  page
    .locator("article img:visible")
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Offline, a card found through the search opens its recipe and cook mode, as the app opens them. */
async function readsOffline(page: Page, recipe: Recipe) {
  await searchOverview(page, recipe.name);
  const card = page.getByTestId("recipe-card").filter({ hasText: recipe.name });
  await expect(card.getByTestId("offline-mark")).toHaveText("Offline beschikbaar");
  await card.getByRole("link", { name: recipe.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByText("Er ging iets mis")).toHaveCount(0);
  expect((await ingredientLines(page)).length).toBeGreaterThan(1);
  await expect.poll(() => pictureShown(page)).toBe(true);
  await page.getByRole("link", { name: "Kookmodus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Stap 1 van \d+$/ })).toBeVisible();
  await expect(page.getByTestId("cook-step")).not.toBeEmpty();
}

const devices = {
  "phone 360": { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

for (const [device, options] of Object.entries(devices)) {
  test.describe(`item 4, ${device}`, () => {
    test.use(options);

    test(`a saved-but-never-opened recipe and a planned one read offline right after saving (${device})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];

      await fakeClock(page);
      await page.goto("/");
      await startWorkerNow(page);
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
        .toBe(true);

      // Plan a week: its recipes are kept as the week shows.
      await page.goto("/weekmenu");
      await appStarted(page);
      await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
      // The planner loads when tapped: the week is there once its heading is.
      await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
      const hrefs = await slotLinks(page);
      const weekIds = new Set(hrefs.map((href) => /\/recipe\/([^/?]+)/.exec(href ?? "")?.[1]));
      const planned = recipes.find((recipe) => recipe.id === [...weekIds][0]);
      // A recipe neither in the week nor ever opened: saved from its card.
      const [saved, unsaved] = recipes.filter((recipe) => !weekIds.has(recipe.id)).slice(-2);
      if (!planned || !saved || !unsaved) throw new Error("not enough recipes");

      await keptForOffline(page, planned.id);

      await page.goto("/");
      await appStarted(page);
      await searchOverview(page, saved.name);
      await page.getByRole("button", { name: `${saved.name} bewaren` }).click();
      await keptForOffline(page, saved.id);

      await context.setOffline(true);
      await page.goto("/");
      await appStarted(page);
      await expect(page.getByText("Je bent offline")).toBeVisible();

      // 'Bewaard' opens the saved recipe.
      await page.getByRole("button", { name: /^Bewaard/ }).click();
      const savedCard = page.getByTestId("recipe-card").filter({ hasText: saved.name });
      await expect(savedCard.getByTestId("offline-mark")).toHaveText("Offline beschikbaar");
      await savedCard.getByRole("link", { name: saved.name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: saved.name })).toBeVisible();
      expect((await ingredientLines(page)).length).toBeGreaterThan(1);

      await page.goto("/");
      await appStarted(page);
      await readsOffline(page, saved);
      await page.goto("/");
      await appStarted(page);
      await readsOffline(page, planned);

      // A recipe this device does not keep says so, on its card and when opened anyway.
      await page.goto("/");
      await appStarted(page);
      await searchOverview(page, unsaved.name);
      const card = page.getByTestId("recipe-card").filter({ hasText: unsaved.name });
      await expect(card.getByTestId("offline-mark")).toHaveText("Niet offline beschikbaar");
      await card.getByRole("link", { name: unsaved.name, exact: true }).click();
      await expect(page.getByRole("heading", { name: "Niet offline beschikbaar" })).toBeVisible();
      await expect(page.getByText("Controleer je internetverbinding")).toHaveCount(0);

      // The offline overview at 360 px, light and dark: which cards open and which do not.
      if (SHOTS && device === "phone") {
        await page.setViewportSize({ width: 360, height: 740 });
        for (const theme of ["light", "dark"]) {
          await page.goto("/");
          await appStarted(page);
          if (theme === "dark") await page.getByRole("button", { name: "Donkere modus" }).click();
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
          // A card that opens beside one that does not.
          const opens = page.getByTestId("recipe-card").filter({ hasText: "Offline beschikbaar" }).first();
          await opens.scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollBy(0, -120));
          await page.screenshot({ path: `${SHOTS}/offline-overview-360-${theme}.png` });
        }
      }
    });
  });
}
