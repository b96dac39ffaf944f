import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, login } from "./helpers";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

let recipes: Recipe[] = [];
test.beforeAll(async ({ request }) => {
  recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
});

const steps = (r: Recipe) => r.instructions.split("\n").filter((line) => line.trim()).length;
const count = (page: Page) => page.getByTestId("results-count");
const search = (page: Page) => page.getByPlaceholder("Zoek op receptnaam of ingrediënt...");

test.describe("the recipe page on a phone", () => {
  test("numbered steps, units that stay together, the airfryer as an alternative, related recipes, a footer", async ({
    page,
  }) => {
    const recipe = recipes.find((r) => r.preparationMethod === "Oven" && r.airfryerTemp != null);
    if (!recipe) throw new Error("no oven recipe with airfryer settings");
    await page.goto(`/recipe/${recipe.id}`);
    const list = page.getByRole("list").filter({ has: page.locator("li > p") });
    await expect(list.locator("li > p")).toHaveCount(steps(recipe));
    expect(await list.evaluate((el) => el.tagName)).toBe("OL");

    const card = page.getByTestId("airfryer-card");
    await expect(card.getByRole("heading", { name: "Ook in de airfryer" })).toBeVisible();
    expect(await card.textContent()).toContain(`${recipe.airfryerTemp}\u00a0°C`);

    const related = page.getByRole("region", { name: `Meer uit ${recipe.chapter}` });
    await expect(related).toBeVisible();
    const links = related.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    expect(await links.count()).toBeLessThanOrEqual(6);
    await expect(page.getByRole("contentinfo", { name: "Over deze site" })).toBeVisible();

    await links.first().click();
    await expect(page).not.toHaveURL(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an airfryer recipe keeps its airfryer card as the method", async ({ page }) => {
    const recipe = recipes.find((r) => r.preparationMethod === "Airfryer" && r.airfryerTemp != null);
    if (!recipe) throw new Error("no airfryer recipe");
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { name: "Airfryer-instellingen" })).toBeVisible();
  });

  test("a recipe of 12 or more ingredients prints on one A4 page, site name on top", async ({ page }) => {
    const recipe = recipes
      .filter((r) => r.ingredients.length >= 12 && r.ingredients.length <= 14 && steps(r) <= 8)
      .sort((a, b) => b.ingredients.length - a.ingredients.length || steps(b) - steps(a))[0];
    if (!recipe) throw new Error("no recipe of 12 to 14 ingredients");
    await page.goto(`/recipe/${recipe.id}`);
    await appStarted(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("article").getByText("Receptenboek", { exact: true })).toBeVisible();
    const pdf = await page.pdf({ format: "A4", printBackground: false });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });
});

test.describe("the overview on a phone", () => {
  test("nothing found: show all again, 'Wis filters' only with a filter, close names", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    await expect(count(page)).toHaveText(`${recipes.length} recepten`);
    await search(page).fill("zzzzgeenrecept");
    await expect(page.getByText("Geen recepten gevonden")).toBeVisible();
    await expect(page.getByRole("button", { name: "Wis filters" })).toHaveCount(0);
    await page.getByRole("button", { name: "Toon alle recepten" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(count(page)).toHaveText(`${recipes.length} recepten`);

    // A name with two letters wrong finds nothing, but is offered.
    await search(page).fill("corgettelintem");
    await expect(page.getByText("Geen recepten gevonden")).toBeVisible();
    const offered = page.getByRole("link", { name: /courgette/i });
    expect(await offered.count()).toBeGreaterThanOrEqual(1);
    expect(await offered.count()).toBeLessThanOrEqual(3);

    await page.goto(`/?eiwit=${encodeURIComponent('["Ham"]')}&q=zzzz`);
    await appStarted(page);
    await expect(page.getByText("Geen recepten gevonden")).toBeVisible();
    await page.getByRole("button", { name: "Wis filters" }).first().click();
    await expect(page).not.toHaveURL(/eiwit/);
  });

  test("a failed load says so in Dutch and can be tried again", async ({ page }) => {
    // The overview reads its list from the tRPC endpoint, on its own (unbatched) GET.
    const list = /\/trpc\/recipes\.summaries(\?|$)/;
    await page.route(list, (route) => route.fulfill({ status: 500, body: "kapot" }));
    // The first cards come with the page; more of them need the whole list.
    await page.goto("/");
    await appStarted(page);
    await expect(count(page)).toHaveText(`${recipes.length} recepten`);
    // Scrolled near, the next cards load by themselves (a click would race that).
    await page.getByRole("button", { name: /Meer recepten tonen/ }).scrollIntoViewIfNeeded();
    const alert = page.getByRole("alert").filter({ hasText: "Er ging iets mis" });
    await expect(alert).toContainText("De recepten konden niet worden geladen.");
    await expect(page.getByText(/Failed to/)).toHaveCount(0);
    await page.unroute(list);
    await alert.getByRole("button", { name: "Opnieuw proberen" }).click();
    await expect(count(page)).toHaveText(`${recipes.length} recepten`);
    // Beyond the first 24 cards, which came with the page.
    await expect.poll(() => page.getByTestId("recipe-card").count()).toBeGreaterThan(24);
  });

  test("the logo from a search returns to an empty field and every recipe", async ({ page }) => {
    await page.goto("/?q=kip");
    await expect(search(page)).toHaveValue("kip");
    await page.getByRole("link", { name: "Receptenboek, terug naar het overzicht" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(count(page)).toHaveText(`${recipes.length} recepten`);
  });

  test("search forgives a typo and knows food groups", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    await search(page).fill("courgete");
    await expect(page.getByRole("link", { name: /courgette/i }).first()).toBeVisible();
    const salmon = recipes.find(
      (r) => /zalm/i.test(r.name) && !/vis/i.test(r.name + r.ingredients.join(" ")),
    );
    if (!salmon) throw new Error("no salmon recipe");
    await search(page).fill("vis");
    await expect(page.getByRole("link", { name: salmon.name, exact: true })).toBeVisible();
  });
});

test.describe("dark mode on a phone", () => {
  test.use({ colorScheme: "dark" });
  test("follows the system on the first visit; the toggle then decides for the session", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(count(page)).toHaveText(/recepten/);
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(count(page)).toHaveText(/recepten/);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe finds nothing on any page at 360 px, ${colorScheme}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      colorScheme,
    });
    const page = await context.newPage();
    const recipe = recipes[0];
    if (!recipe) throw new Error("no recipes");
    const visitor = ["/", `/recipe/${recipe.id}`, "/login", "/deze/pagina/bestaat/niet"];
    const admin = ["/cms", "/cms/new", `/cms/edit/${recipe.id}`, "/cms/settings"];
    for (const path of visitor) await expectClean(page, path);
    await login(page);
    for (const path of admin) await expectClean(page, path);
    await context.close();
  });
}

async function expectClean(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await appStarted(page);
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
