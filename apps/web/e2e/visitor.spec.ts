import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, PASSWORD } from "./helpers";

let recipes: Recipe[] = [];

/**
 * A fixed set of recipes that all mention 'kwibus', a word no bundled recipe has: searching for
 * it shows exactly these, so every count below is known by hand.
 */
const FIXTURE = [
  // Oven, but with both airfryer values: the Airfryer filter finds it too.
  {
    name: "Kwibus ovenkip",
    chapter: "Diner",
    proteinType: "Kip",
    preparationMethod: "Oven",
    airfryerTemp: 180,
    airfryerTime: 20,
  },
  {
    name: "Kwibus airfryervis",
    chapter: "Diner",
    proteinType: "Vis",
    preparationMethod: "Airfryer",
    airfryerTemp: 200,
    airfryerTime: 10,
  },
  { name: "Kwibus bonensoep", chapter: "Soepen", proteinType: "Peulvruchten", preparationMethod: "Pan" },
  // One airfryer value only: not enough for the Airfryer filter.
  {
    name: "Kwibus omelet",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    airfryerTemp: 180,
  },
  { name: "Kwibus kipsalade", chapter: "Lunch", proteinType: "Kip", preparationMethod: "Koud" },
] as const;
let fixtureIds: string[] = [];

async function asAdmin(request: APIRequestContext) {
  expect((await request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  await asAdmin(request);
  fixtureIds = [];
  for (const recipe of FIXTURE) {
    const response = await request.post("/api/recipes", {
      data: {
        ingredients: ["1 stuks kwibusbrood", "100 g sla"],
        instructions: "Maak het klaar.",
        prepTime: 10,
        ...recipe,
      },
    });
    expect(response.status()).toBe(201);
    fixtureIds.push(((await response.json()) as { id: string }).id);
  }
  recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
});

test.afterAll(async ({ request }) => {
  await asAdmin(request);
  for (const id of fixtureIds) await request.delete(`/api/recipes/${id}`);
});

const countText = (n: number) => `${n} ${n === 1 ? "recept" : "recepten"}`;

test.describe("overview", () => {
  test("live search by name and by ingredient", async ({ page }) => {
    await page.goto("/");
    const search = page.getByPlaceholder("Zoek op receptnaam of ingrediënt...");
    await search.fill("KWIBUS OMELET");
    await expect(page.getByRole("link", { name: "Kwibus omelet" })).toBeVisible();
    await expect(page.getByTestId("results-count")).toHaveText("1 recept");

    // 'kwibusbrood' is an ingredient of all five.
    await search.fill("kwibusbrood");
    await expect(page.getByTestId("results-count")).toHaveText("5 recepten");
    await expect(page).toHaveURL(/q=kwibusbrood/);

    await search.fill("zzzzgeenrecept");
    await expect(page.getByText("Geen recepten gevonden")).toBeVisible();
    await expect(page.getByText("Probeer een andere zoekopdracht of filter")).toBeVisible();
  });

  test("chapter buttons filter and show counts", async ({ page }) => {
    await page.goto("/?q=kwibus");
    await expect(page.locator('[id="alle"]')).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('[id="alle"]')).toContainText("5");
    const button = page.locator('[id="diner"]');
    await expect(button).toContainText("2");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("results-count")).toHaveText("2 recepten");
    await expect(page.getByRole("heading", { name: "Diner", level: 2 })).toBeVisible();
  });

  test("filters: any-of within a list, the Airfryer rule, and 'Wis filters'", async ({ page }) => {
    await page.goto("/?q=kwibus");
    // The server renders the search's count: the boxes below are ticked once the app listens.
    await appStarted(page);
    await expect(page.getByTestId("results-count")).toHaveText("5 recepten");
    await expect(page.getByRole("button", { name: "Wis filters" })).toHaveCount(0);
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    // The airfryer recipe and the oven recipe with both airfryer values; not the omelet with one.
    await sidebar.getByLabel(/^Airfryer/).check();
    await expect(page.getByTestId("results-count")).toHaveText("2 recepten");

    await sidebar.getByLabel(/^Kip/).check();
    await expect(page.getByTestId("results-count")).toHaveText("1 recept");
    await sidebar.getByLabel(/^Vis/).check();
    await expect(page.getByTestId("results-count")).toHaveText("2 recepten");
    await sidebar.getByRole("button", { name: "Wis filters" }).click();
    await expect(page.getByTestId("results-count")).toHaveText("5 recepten");

    await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill("");
    await expect(page.getByTestId("results-count")).toHaveText(countText(recipes.length));
  });

  test("the filter drawer on a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/?q=kwibus");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await expect(page.getByTestId("results-count")).toHaveText("5 recepten");
    const drawer = page.getByRole("dialog", { name: "Filters" });
    // A tap while the app takes over a searched page's first paint can be lost: tap again.
    await expect(async () => {
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(drawer).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await drawer.getByLabel(/^Ei\b/).check();
    await drawer.getByRole("button", { name: "Toon 1 recept" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("filter-dot")).toBeVisible();
    await expect(page.getByTestId("results-count")).toHaveText("1 recept");
  });
});

test.describe("recipe page", () => {
  test("opens from the overview and shows the recipe", async ({ page }) => {
    const recipe = recipes.find((r) => r.airfryerTemp != null && r.preparationMethod !== "Airfryer");
    if (!recipe) throw new Error("no recipe with alternative airfryer settings");
    await page.goto("/");
    // Searched and clicked in the running app, not in the server's first paint.
    await appStarted(page);
    await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(recipe.name);
    await page.getByRole("link", { name: recipe.name }).click();
    await expect(page).toHaveURL(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
    await expect(page.getByText(`${recipe.prepTime} minuten`).first()).toBeVisible();
    await expect(page.getByTestId("airfryer-card")).toContainText("Philips 5000 Series Dual Basket NA552/00");
    await expect(page.getByTestId("airfryer-card")).toContainText(`${recipe.airfryerTemp} °C`);
    for (const ingredient of recipe.ingredients)
      await expect(page.getByText(ingredient, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bewerken" })).toHaveCount(0);
    await expect(page).toHaveTitle(`${recipe.name} | Receptenboek`);
    // The whole head follows the page the app opened, not only its title.
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/recipe\//);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${recipe.name} | Receptenboek`,
    );
    await expect
      .poll(() => page.locator('head script[type="application/ld+json"]').first().textContent())
      .toContain('"@type":"Recipe"');
    // The admin gets the edit control, a link to the recipe's form.
    await asAdmin(page.request);
    await page.reload();
    await expect(page.getByRole("link", { name: "Bewerken" })).toHaveAttribute(
      "href",
      `/cms/edit/${recipe.id}`,
    );
    // Back to the overview as it was left: searched for this recipe.
    await page.getByRole("link", { name: "Terug naar overzicht" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("q") === recipe.name);
  });

  test("print media shows only the recipe, light, with its address", async ({ page }) => {
    const recipe = recipes[0];
    if (!recipe) throw new Error("no recipes");
    await page.goto(`/recipe/${recipe.id}`);
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Afdrukken" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
    await expect(page.getByText(`/recipe/${recipe.id}`)).toBeVisible();
    await expect(page.getByRole("img", { name: "QR-code naar dit recept" })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });

  test("a recipe that cannot be read says so in Dutch and opens once tried again", async ({ page }) => {
    const recipe = recipes[0];
    if (!recipe) throw new Error("no recipes");
    // The app reads a recipe it opens on its own (unbatched) GET.
    const read = /\/trpc\/recipes\.page(\?|$)/;
    await page.route(read, (route) => route.fulfill({ status: 500, body: "kapot" }));
    await page.goto("/");
    await appStarted(page);
    await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(recipe.name);
    await page.getByRole("link", { name: recipe.name }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Er ging iets mis" });
    await expect(alert).toContainText("Dit recept kon niet worden geladen.");
    await expect(alert).toHaveAttribute("data-error", "Failed to fetch recipe");
    await page.unroute(read);
    await alert.getByRole("button", { name: "Opnieuw proberen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("an unknown id shows 'Recept niet gevonden' with status 404", async ({ page }) => {
    const response = await page.goto("/recipe/bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Recept niet gevonden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Terug naar overzicht" })).toBeVisible();
  });

  test("the server-rendered head carries Open Graph and Recipe JSON-LD", async ({ request }) => {
    const recipe = recipes[0];
    if (!recipe) throw new Error("no recipes");
    const html = await (await request.get(`/recipe/${recipe.id}`)).text();
    expect(html).toContain('property="og:title"');
    expect(html).toContain('<link data-ssr rel="canonical"');
    const blocks = [...html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
    );
    const jsonLd = blocks.find((b) => b["@type"] === "Recipe");
    expect(jsonLd?.name).toBe(recipe.name);
    expect(jsonLd?.prepTime).toBe(`PT${recipe.prepTime}M`);
  });
});
