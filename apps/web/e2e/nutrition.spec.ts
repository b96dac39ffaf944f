import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, createRecipe, login, unique } from "./helpers";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const STEW = "Kalfsstoofpotje met knolselderij, wortel en laurier";
let stew: Recipe;
test.beforeAll(async ({ request }) => {
  const recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
  const found = recipes.find((r) => r.name === STEW);
  if (!found) throw new Error("the stew is not in the collection");
  stew = found;
});

async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown>;
}

async function checkPage(page: Page) {
  const table = page.getByTestId("nutrition");
  await expect(table.getByRole("heading", { name: "Voedingswaarde per portie" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Eiwit/ })).toContainText("g");
  // Every row of the stew is USDA's: no row of our own to name.
  await expect(table.getByTestId("nutrition-source")).toHaveText(
    "Berekend zoals een EU-etiket (koolhydraten zonder vezels), met: USDA FoodData Central (SR28).",
  );
  await expect(table.getByRole("row", { name: /Koolhydraten/ })).toContainText(
    `${String(stew.nutrition?.perPortion.carbs).replace(".", ",")}\u00a0g`,
  );
  await expect(table.getByRole("row", { name: /Energie/ })).toContainText(
    `${stew.nutrition?.perPortion.kcal}\u00a0kcal`,
  );
  const labels = page.getByTestId("recipe-labels");
  await expect(labels.getByRole("list", { name: "Dieet" })).toContainText("Glutenvrij");
  // Plain mustard: no sugar claim; stock is gluten-free by its brand only.
  await expect(labels.getByRole("list", { name: "Dieet" })).not.toContainText("Zonder toegevoegde suiker");
  await expect(labels.getByTestId("diet-brand-note")).toHaveText(
    "Glutenvrij: controleer het etiket van de groentebouillon.",
  );
  await expect(labels).toContainText("Bevat: selderij, mosterd");
  await expect(page.getByText("Een rustig stoofpotje")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Benodigdheden" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bewaren en invriezen" })).toBeVisible();
}

test("the recipe page shows nutrition per portion, labels and the new fields, from the first paint", async ({
  page,
}, testInfo) => {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(`/recipe/${stew.id}`);
  await checkPage(page);
  const ld = await jsonLd(page);
  expect(ld.nutrition).toMatchObject({ "@type": "NutritionInformation", servingSize: "1 portie" });
  expect(ld.suitableForDiet).toContain("https://schema.org/GlutenFreeDiet");
  expect(ld).toMatchObject({
    cookTime: "PT90M",
    totalTime: "PT110M",
    description: expect.stringContaining("stoofpotje"),
  });
  await page.getByTestId("recipe-labels").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("recipe-labels-360-light.png") });
  await page.getByTestId("nutrition").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("recipe-nutrition-360-light.png") });
});

test.describe("dark", () => {
  test.use({ colorScheme: "dark" });
  test("the app's page shows the same, in dark and in print", async ({ page }, testInfo) => {
    await page.goto(`/recipe/${stew.id}`);
    await appStarted(page);
    await checkPage(page);
    await page.getByTestId("nutrition").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("recipe-nutrition-360-dark.png") });
    await page.emulateMedia({ media: "print", colorScheme: "light" });
    await expect(page.getByTestId("nutrition")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("recipe-nutrition-print.png"), fullPage: true });
  });
});

test("the form shows the computed nutrition while typing, marks unknown lines and warns on typed kcal", async ({
  page,
}, testInfo) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Voeding"), { calories: 900 });
  await page.goto(`/cms/edit/${recipe.id}`);
  await appStarted(page);
  const preview = page.getByTestId("nutrition-preview");
  // Beside the calories field, above the table.
  await expect(page.getByTestId("calories-warning")).toContainText("900 kcal");
  await page.getByRole("textbox", { name: "Ingrediënt 4" }).fill("1 blik jackfruit");
  await expect(preview.getByTestId("unmatched-lines")).toHaveText("1 blik jackfruit");
  await expect(preview).toContainText("De voedingswaarde is niet berekend");
  await preview.getByLabel("Vegetarisch").selectOption("on");
  await expect(preview.getByTestId("diet-conflict")).toContainText("Vegetarisch");
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("cms-nutrition-preview.png") });
});
