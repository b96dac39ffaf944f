import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appRunning, appStarted, holdApp, PASSWORD, unique } from "./helpers";

/** Tags elements, so the test can tell whether they survived the app's start or were replaced. */
async function tag(page: Page, selectors: string[]) {
  await page.evaluate((list) => {
    for (const selector of list) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing at ${selector}`);
      element.setAttribute("data-before-app", "");
      (element as unknown as { beforeApp: boolean }).beforeApp = true;
    }
  }, selectors);
}

const survivors = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-before-app]")].map((element) =>
      Boolean((element as unknown as { beforeApp?: boolean }).beforeApp && element.isConnected),
    ),
  );

const hydrationErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? null);

test("the app adopts the home page's first paint: the logo, hero and cards are the same elements", async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto("/");
  const cards = page.getByTestId("recipe-card");
  await expect(cards).toHaveCount(24);
  const box = await cards.first().boundingBox();
  await tag(page, ['header a[href="/"]', "main h1", '[data-testid="recipe-card"] a']);
  release();
  await appStarted(page);
  expect(await hydrationErrors(page)).toEqual([]);
  expect(await survivors(page)).toEqual([true, true, true]);
  // Nothing moved while the app took over.
  expect(await cards.first().boundingBox()).toEqual(box);
  await expect(cards).toHaveCount(24);
});

test("a card pressed before the app starts and released after it opens its recipe", async ({ page }) => {
  const release = await holdApp(page);
  await page.goto("/");
  const link = page.getByTestId("recipe-card").nth(1).getByRole("link");
  const name = (await link.textContent()) ?? "";
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/recipe\//);
  // The finger goes down on the server's card; the app starts; the finger comes up.
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error("the card's link has no box");
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await appStarted(page);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a card clicked right as the app starts opens its recipe", async ({ page }) => {
  const release = await holdApp(page);
  await page.goto("/");
  const link = page.getByTestId("recipe-card").nth(2).getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  release();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

async function someRecipe(page: Page) {
  const list = (await (await page.request.get("/api/recipes")).json()) as { id: string; name: string }[];
  const recipe = list[3];
  if (!recipe) throw new Error("no recipes");
  return recipe;
}

test("the app adopts a recipe page's first paint", async ({ page }) => {
  const recipe = await someRecipe(page);
  const release = await holdApp(page);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
  await tag(page, ['header a[href="/"]', "main h1", "main article"]);
  release();
  await appStarted(page);
  expect(await hydrationErrors(page)).toEqual([]);
  expect(await survivors(page)).toEqual([true, true, true]);
});

test("the logo clicked while a recipe page's app starts leads to the overview", async ({ page }) => {
  const recipe = await someRecipe(page);
  const release = await holdApp(page);
  await page.goto(`/recipe/${recipe.id}`);
  release();
  await page.getByRole("link", { name: "Receptenboek, terug naar het overzicht" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
});

/** Every script of the app arrives `ms` late, as on a slow phone: the page is the server's until then. */
async function delayApp(page: Page, ms: number) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("taps on the heart and 'Meer personen' before the app starts are carried out when it does", async ({
  page,
  request,
}) => {
  const name = unique("Vroege omelet");
  expect((await request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(200);
  const created = await request.post("/api/recipes", {
    data: {
      name,
      chapter: "Ontbijt",
      proteinType: "Ei",
      preparationMethod: "Pan",
      ingredients: ["2 eieren", "150 g courgette"],
      instructions: "Klop de eieren los.\nBak de courgette mee.",
      servings: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await delayApp(page, 2000);
  await page.goto(`/recipe/${id}`);
  const heart = page.getByRole("button", { name: `${name} bewaren` });
  await heart.click();
  await page.getByRole("button", { name: "Meer personen" }).click();
  // Both taps landed on the server's page.
  expect(await appRunning(page)).toBe(false);

  await appStarted(page);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const group = page.getByRole("group", { name: "Aantal personen" });
  await expect(group.locator("output")).toHaveText("2 personen");
  await expect(page.getByRole("listitem").filter({ hasText: "g courgette" })).toHaveText("300 g courgette");
  await expect(page.getByRole("listitem").filter({ hasText: /^\d+ eieren$/ })).toHaveText("4 eieren");
  await expect(page).toHaveURL(/porties=2/);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/");
  const saved = page.locator('[id="bewaard"]');
  await appStarted(page);
  await saved.click();
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
});

test("every tap on the dark-mode button counts, before, while and after the app starts", async ({
  page,
  context,
}) => {
  // A slow phone: adopting the page takes long enough for taps to land while the app does it.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const release = await holdApp(page);
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Donkere modus" });
  const html = page.locator("html");
  let dark = false;
  const tap = async () => {
    await toggle.click();
    dark = !dark;
    await (dark ? expect(html).toHaveClass(/dark/) : expect(html).not.toHaveClass(/dark/));
    await expect(toggle).toHaveAttribute("aria-pressed", String(dark));
  };
  await tap();
  await tap();
  await tap();
  expect(await appRunning(page)).toBe(false);
  // The server's button shows the sun (back to light) in dark mode, before the app runs.
  await expect(toggle.locator("svg:visible")).toHaveCount(1);
  await expect(toggle.locator("svg:visible circle")).toHaveCount(1);
  release();
  const started = () => page.evaluate(() => document.documentElement.hasAttribute("data-started"));
  for (let taps = 0; !(await started()); taps++) {
    if (taps > 100) throw new Error("the app did not start");
    await tap();
  }
  await tap();
  await tap();
  expect(await page.evaluate(() => sessionStorage.getItem("theme"))).toBe(dark ? "dark" : "light");
});
