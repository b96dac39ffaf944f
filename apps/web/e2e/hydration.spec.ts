import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";

/**
 * The app's start on every kind of page: the server renders each with the app's own router, so
 * the browser adopts it without a hydration error or a warning of any kind.
 */
function listen(page: Page) {
  const messages: string[] = [];
  const keep = (message: ConsoleMessage) => {
    // The browser's own line for a page answered with 404 is no message of the app's.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  };
  page.on("console", keep);
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

const hydrationErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? null);

let recipe: { id: string; name: string; chapter: string };

test.beforeAll(async ({ request }) => {
  const list = (await (await request.get("/api/recipes")).json()) as (typeof recipe)[];
  if (!list[0]) throw new Error("no recipes");
  recipe = list[0];
});

const pages: [string, () => string, number][] = [
  ["the overview", () => "/", 200],
  ["a search", () => "/?q=kip", 200],
  ["a chapter", () => "/?hoofdstuk=Ontbijt", 200],
  ["a search with filters", () => "/?q=ei&eiwit=%5B%22Eieren%22%5D&bereiding=%5B%22Pan%22%5D", 200],
  ["a diet", () => "/?dieet=%5B%22vegetarisch%22%5D", 200],
  ["the saved recipes", () => "/?bewaard=1", 200],
  ["a recipe", () => `/recipe/${recipe.id}`, 200],
  ["a recipe for four", () => `/recipe/${recipe.id}?porties=4`, 200],
  ["cook mode", () => `/recipe/${recipe.id}/koken`, 200],
  ["cook mode for four", () => `/recipe/${recipe.id}/koken?porties=4`, 200],
  ["the week menu", () => "/weekmenu", 200],
  ["the shopping list", () => "/boodschappen", 200],
  ["what is at home", () => "/in-huis", 200],
  ["what is at home, filtered", () => "/in-huis?hoofdstuk=Ontbijt", 200],
  ["my list", () => "/mijn-lijst", 200],
  ["what the device keeps", () => "/mijn-keuken", 200],
  ["Samen", () => "/samen", 200],
  ["an unknown recipe", () => "/recipe/bestaat-niet", 404],
  ["an unknown path", () => "/bestaat/niet", 404],
  ["a CMS page", () => "/cms", 200],
  ["the login", () => "/login", 200],
];

for (const [name, url, status] of pages) {
  test(`${name} starts without a hydration error or warning`, async ({ page }) => {
    const messages = listen(page);
    const response = await page.goto(url());
    expect(response?.status()).toBe(status);
    await appStarted(page);
    // Whatever the app does right after it starts (reading the list, the session check) too.
    await page.waitForLoadState("networkidle");
    expect(await hydrationErrors(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
}

test("cook mode where this device is at the second step starts there, without a hydration error", async ({
  page,
}) => {
  const messages = listen(page);
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ step: 1, ticked: [0] })),
    `receptenboek:koken:${recipe.id}`,
  );
  await page.goto(`/recipe/${recipe.id}/koken?porties=4`);
  await appStarted(page);
  await expect(page.getByRole("heading", { level: 2, name: /^Stap 2 van \d+$/ })).toBeVisible();
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("4 personen");
  // A wide screen has the ingredients open beside the step, the first one ticked.
  await expect(page.locator("details")).toHaveAttribute("open", "");
  await expect(page.getByRole("checkbox").first()).toBeChecked();
  await page.waitForLoadState("networkidle");
  expect(await hydrationErrors(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test("the server renders the filtered overview the URL asks for", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`/?hoofdstuk=${encodeURIComponent(recipe.chapter)}`);
  await expect(page.getByRole("heading", { level: 2, name: recipe.chapter })).toBeVisible();
  const chapterButton = page.getByRole("button", { name: new RegExp(`^${recipe.chapter}`) });
  await expect(chapterButton).toHaveAttribute("aria-pressed", "true");
});
