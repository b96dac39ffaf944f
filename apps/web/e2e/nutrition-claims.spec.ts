import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, createRecipe, login, unique } from "./helpers";

// Issue 44, items 1-5: the EU label's figures, salt acted on, honest claims and the protein mark.

const SOUP = "Fluweelzachte bloemkoolsoep met hamreepjes";
const TROUT = "Gerookte forel met bietjes en mierikswortel";
const phone = (width: number) => ({
  viewport: { width, height: 780 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

let recipes: Recipe[] = [];
test.beforeAll(async ({ request }) => {
  recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
});
const named = (name: string) => {
  const found = recipes.find((r) => r.name === name);
  if (!found) throw new Error(`${name} is not in the collection`);
  return found;
};
const grams = (n: number | undefined) => `${String(n).replace(".", ",")}\u00a0g`;

for (const width of [360, 390]) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${width} px, ${colorScheme}`, () => {
      test.use({ ...phone(width), colorScheme });

      test("a salty soup says so with a tip from what brings the salt, and names its sources", async ({
        page,
      }, testInfo) => {
        const soup = named(SOUP);
        expect(soup.nutrition?.perPortion.salt).toBeGreaterThan(2.5);
        await page.goto(`/recipe/${soup.id}`);
        await appStarted(page);
        const table = page.getByTestId("nutrition");
        await expect(table.getByRole("row", { name: /Zout/ })).toContainText(
          grams(soup.nutrition?.perPortion.salt),
        );
        await expect(table.getByTestId("salt-notice")).toHaveText(
          `Veel zout: ${grams(soup.nutrition?.perPortion.salt)} per portie. Het Voedingscentrum adviseert hoogstens 6\u00a0g per dag. ` +
            "Tip: neem de helft van de ham en vervang een deel van de bouillon door water.",
        );
        await expect(table.getByTestId("nutrition-source")).toHaveText(
          "Berekend zoals een EU-etiket (koolhydraten zonder vezels), met: USDA FoodData Central (SR28); " +
            "eigen waarden voor bouillon met minder zout (gemiddelde van Nederlandse etiketten).",
        );
        await table.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`salt-${width}-${colorScheme}.png`) });
        // The notice's colours read in both themes.
        const results = await new AxeBuilder({ page }).include('[data-testid="nutrition"]').analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
      });
    });
  }
}

test.describe("on a phone", () => {
  test.use(phone(390));

  test("smoked trout carries its salt and the source line marks our own row", async ({ page }) => {
    const trout = named(TROUT);
    // 120 g smoked trout alone gives 3,3 g salt; raw trout would give 0,2.
    expect(trout.nutrition?.perPortion.salt).toBeGreaterThanOrEqual(3.3);
    await page.goto(`/recipe/${trout.id}`);
    await appStarted(page);
    const table = page.getByTestId("nutrition");
    await expect(table.getByTestId("nutrition-source")).toContainText(
      "eigen waarden voor gerookte forel (gemiddelde van Nederlandse etiketten)",
    );
    await expect(table.getByTestId("salt-notice")).toContainText(
      "Tip: vervang de helft van de gerookte forel door verse, gestoomde vis.",
    );
  });

  test("the 'zonder toegevoegde suiker' filter leaves out the recipes with plain mustard", async ({
    page,
  }) => {
    const kept = recipes.filter((r) => r.diets.includes("zonder-toegevoegde-suiker"));
    expect(kept.length).toBeLessThan(recipes.length);
    const mustard = recipes.find((r) => r.ingredients.includes("1 tl grove mosterd"));
    expect(mustard?.diets).not.toContain("zonder-toegevoegde-suiker");
    await page.goto(`/?dieet=${encodeURIComponent('["zonder-toegevoegde-suiker"]')}`);
    await appStarted(page);
    await expect(page.getByTestId("results-count")).toHaveText(`${kept.length} recepten`);
  });

  test("the protein-rich mark follows the computed protein", async ({ page }) => {
    const pesto = recipes.find(
      (r) =>
        r.icons.includes("protein") &&
        r.nutrition &&
        (r.nutrition.perPortion.protein * 4) / r.nutrition.perPortion.kcal < 0.2,
    );
    if (!pesto) throw new Error("no recipe marked protein-rich below 20% of its energy");
    await page.goto(`/recipe/${pesto.id}`);
    await appStarted(page);
    await expect(page.getByRole("heading", { level: 1, name: pesto.name })).toBeVisible();
    await expect(page.getByText("Eiwitrijk", { exact: true })).toHaveCount(0);
  });
});

test.describe("the recipe form", () => {
  test.use(phone(390));

  test("flags a breakfast short of protein and an unearned protein mark, and warns about salt", async ({
    page,
  }, testInfo) => {
    await login(page);
    const recipe = await createRecipe(page, unique("Ontbijt"), {
      chapter: "Ontbijt",
      proteinType: "Yoghurt",
      icons: ["protein"],
      ingredients: ["100 g volle yoghurt", "1 appel", "2 el tamari"],
    });
    await page.goto(`/cms/edit/${recipe.id}`);
    await appStarted(page);
    const checks = page.getByTestId("nutrition-checks");
    // 3,47 g protein in the yoghurt, 0,39 in a 150 g apple, 3,78 in 36 g tamari: 7,6 g.
    await expect(checks.locator('[data-check="mealProtein"]')).toHaveText(
      "Weinig eiwit voor een maaltijd: 7,6\u00a0g per portie, minder dan 15\u00a0g. Het weekmenu plant dit recept als maaltijd, en een maaltijd in deze eetstijl heeft een volle portie eiwit.",
    );
    await expect(checks.locator('[data-check="salt"]')).toHaveText(
      "Veel zout: 5,1\u00a0g per portie (boven 2,5\u00a0g). De receptpagina meldt het, met de tip: halveer de tamari.",
    );
    await expect(checks.locator('[data-check="proteinIcon"]')).toContainText(
      "Het icoon 'Eiwitrijk' klopt niet",
    );
    await checks.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("cms-checks-390.png") });
  });
});
