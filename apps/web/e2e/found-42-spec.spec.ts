// Issue 42, items 1 and 2: the spec's delete toast, and the administrator's calories on the cards.
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted, createRecipe, login, searchOverview, toast, unique } from "./helpers";

const SHOTS = "/tmp/h-spec-small";

async function recipeJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of blocks) {
    const value = JSON.parse(block) as { "@type"?: string; nutrition?: { calories?: string } };
    if (value["@type"] === "Recipe") return value;
  }
  throw new Error("no Recipe JSON-LD");
}

for (const device of ["desktop", "360", "390"] as const) {
  test.describe(`item 1 on ${device}`, () => {
    if (device !== "desktop")
      test.use({ viewport: { width: Number(device), height: 740 }, isMobile: true, hasTouch: true });
    test(`item 1: the delete toast is the spec's, title and description each their own element, the trash in its action (${device})`, async ({
      page,
    }) => {
      await login(page);
      const recipe = await createRecipe(page, unique("Toast"));
      await page.goto("/cms");
      await page.getByPlaceholder("Zoek recepten op naam of categorie...").fill(recipe.name);
      const card = page.getByTestId("cms-recipe-card").filter({ hasText: recipe.name });
      await card.getByRole("button", { name: `${recipe.name} verwijderen` }).click();
      const dialog = page.getByRole("alertdialog", { name: "Recept verwijderen?" });
      await expect(dialog.getByRole("heading")).toHaveText("Recept verwijderen?");
      await expect(
        dialog.getByText(
          "Weet je zeker dat je dit recept wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.",
          { exact: true },
        ),
      ).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Annuleren" })).toBeVisible();
      await dialog.getByRole("button", { name: "Verwijderen" }).click();

      const deleted = toast(page, "Recept verwijderd");
      await expect(deleted.getByText("Recept verwijderd", { exact: true })).toBeVisible();
      // The description is the spec's sentence and nothing more, in an element of its own.
      await expect(deleted.getByText("Het recept is succesvol verwijderd.", { exact: true })).toBeVisible();
      await expect(deleted.getByTestId("toast-hint")).toHaveText(
        "Het recept staat 30 dagen in de prullenbak.",
      );
      await expect(deleted.getByRole("button", { name: "Ongedaan maken" })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/delete-toast-${device}.png` });

      await deleted.getByRole("button", { name: "Ongedaan maken" }).click();
      await expect(toast(page, "Recept teruggezet")).toContainText(
        `${recipe.name} staat weer in het receptenboek.`,
      );
      expect((await page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(200);
    });
  });
}

test("item 2: the administrator's calories on the card ('±{n} kcal'), the page and the JSON-LD; the table stays computed", async ({
  page,
}) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Calorieën"), { calories: 330 });
  const stored = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as {
    nutrition: { perPortion: { kcal: number } };
  };
  const computed = stored.nutrition.perPortion.kcal;
  expect(computed).not.toBe(330);

  await page.goto("/");
  await searchOverview(page, recipe.name);
  const card = page.getByTestId("recipe-card").filter({ hasText: recipe.name });
  await expect(card.getByText("±330 kcal", { exact: true })).toBeVisible();
  await expect(card).not.toContainText(`${computed}`);

  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByText("±330\u00a0kcal per portie", { exact: true })).toBeVisible();
  const table = page.getByTestId("nutrition");
  await expect(table.getByRole("row", { name: /Energie/ })).toContainText(`${computed}\u00a0kcal`);
  await expect(table).toContainText("USDA FoodData Central (SR28)");
  expect((await recipeJsonLd(page)).nutrition?.calories).toBe("330 kcal");

  // Nothing typed: the computed figure stands in, on the card and the page alike.
  const untyped = await createRecipe(page, unique("Zonder calorieën"), { calories: null });
  await page.goto("/");
  await searchOverview(page, untyped.name);
  await expect(
    page
      .getByTestId("recipe-card")
      .filter({ hasText: untyped.name })
      .getByText(`±${computed} kcal`, { exact: true }),
  ).toBeVisible();
  await page.goto(`/recipe/${untyped.id}`);
  expect((await recipeJsonLd(page)).nutrition?.calories).toBe(`${computed} kcal`);
});

for (const phone of [false, true]) {
  test.describe(phone ? "phone" : "desktop", () => {
    if (phone) test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test(`item 2: the form shows the computed figure beside the calories, 'Overnemen' takes it, a warning past 10% (${phone ? "phone" : "desktop"})`, async ({
      page,
    }) => {
      await login(page);
      const recipe = await createRecipe(page, unique("Overnemen"), { calories: 900 });
      const stored = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as {
        nutrition: { perPortion: { kcal: number } };
      };
      const computed = stored.nutrition.perPortion.kcal;
      await page.goto(`/cms/edit/${recipe.id}`);
      await appStarted(page);
      const field = page.getByLabel("Calorieën (kcal)");
      await expect(field).toHaveValue("900");
      const beside = page.getByTestId("calories-computed");
      await expect(beside).toContainText(`Berekend uit de ingrediënten: ${computed} kcal per portie`);
      await expect(page.getByTestId("calories-warning")).toHaveText(
        `Let op: de ingevulde calorieën (900 kcal) wijken meer dan 10% af van de berekende ${computed} kcal per portie. De website toont de ingevulde waarde; de voedingstabel blijft berekend.`,
      );
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/cms-calories-${phone ? "360" : "desktop"}.png` });

      const take = beside.getByRole("button", { name: "Overnemen" });
      if (phone) await take.tap();
      else await take.click();
      await expect(field).toHaveValue(String(computed));
      await expect(page.getByTestId("calories-warning")).toHaveCount(0);
      await expect(take).toHaveCount(0);
      // Within 10% is no warning either.
      await field.fill(String(Math.round(computed * 1.09)));
      await expect(beside.getByRole("button", { name: "Overnemen" })).toBeVisible();
      await expect(page.getByTestId("calories-warning")).toHaveCount(0);
      await field.fill(String(computed));

      await page.getByRole("button", { name: "Recept opslaan" }).click();
      await expect(toast(page, "Recept bijgewerkt")).toBeVisible();
      const saved = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as {
        calories: number;
      };
      expect(saved.calories).toBe(computed);
    });
  });
}
