import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { createRecipe, login, searchOverview, toast, unique } from "./helpers";

/**
 * A write in the CMS shows everywhere the same visit looks next, without a reload: the visitor's
 * pages (their own reads) and the CMS's other pages (the CMS's query cache), both read earlier in
 * the visit and kept since.
 */

/** Marks this page load; the mark is gone after a reload, so the test sees it stayed one visit. */
const markVisit = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));
const stillSameVisit = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit === true);

async function openRecipeFromHome(page: Page, name: string) {
  await page.getByRole("link", { name: "Receptenboek, terug naar het overzicht" }).click();
  await searchOverview(page, name);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

async function openCms(page: Page) {
  await page.getByRole("link", { name: "CMS + Nieuw Recept" }).click();
  await expect(page.getByRole("heading", { name: "CMS Receptenbeheer" })).toBeVisible();
}

async function findInCms(page: Page, name: string) {
  await page.getByPlaceholder("Zoek recepten op naam of categorie...").fill(name);
  await expect(page.getByTestId("cms-count")).toHaveText("1 recept gevonden");
  return page.getByTestId("cms-recipe-card").filter({ hasText: name });
}

test("an edit in the CMS shows on the visitor's pages read before it, in the same visit", async ({
  page,
}) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Voor de wijziging"));
  // The visit starts once the recipe exists: a change made outside the app shows after a reload.
  await page.goto("/cms");
  const renamed = unique("Na de wijziging");
  await markVisit(page);

  // The visitor's overview and recipe page are read (and kept) before the edit.
  await openRecipeFromHome(page, recipe.name);

  await openCms(page);
  const card = await findInCms(page, recipe.name);
  await card.getByRole("link", { name: `${recipe.name} bewerken` }).click();
  await page.getByLabel("Receptnaam").fill(renamed);
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Recept bijgewerkt")).toBeVisible();
  await expect(page).toHaveURL(/\/cms$/, { timeout: 5000 });
  // The CMS's list, read before the edit, has the new name too.
  await expect(await findInCms(page, renamed)).toBeVisible();

  await openRecipeFromHome(page, renamed);
  await expect(page.getByRole("heading", { name: recipe.name })).toHaveCount(0);
  expect(await stillSameVisit(page)).toBe(true);
});

test("a delete shows in the trash and on the visitor's pages read before it, and so does its restore", async ({
  page,
}) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Weggezet"));
  await page.goto("/cms");
  await markVisit(page);

  // The visitor's pages and the trash are read (and kept) while the recipe is not deleted yet.
  await openRecipeFromHome(page, recipe.name);
  await openCms(page);
  await page.getByRole("link", { name: "Prullenbak", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Prullenbak", level: 1 })).toBeVisible();
  const trashed = page.getByTestId("trash-item").filter({ hasText: recipe.name });
  await expect(trashed).toHaveCount(0);
  await page.getByRole("link", { name: "Terug naar CMS" }).click();

  const card = await findInCms(page, recipe.name);
  await card.getByRole("button", { name: `${recipe.name} verwijderen` }).click();
  await page
    .getByRole("alertdialog", { name: "Recept verwijderen?" })
    .getByRole("button", { name: "Verwijderen" })
    .click();
  await expect(toast(page, "Recept verwijderd")).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole("link", { name: "Prullenbak", exact: true }).click();
  await expect(trashed).toBeVisible();
  await page.getByRole("link", { name: "Receptenboek, terug naar het overzicht" }).click();
  await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(recipe.name);
  await expect(page.getByTestId("results-count")).toHaveText("0 recepten");

  await openCms(page);
  await page.getByRole("link", { name: "Prullenbak", exact: true }).click();
  await trashed.getByRole("button", { name: `${recipe.name} terugzetten` }).click();
  await expect(trashed).toHaveCount(0);
  await page.getByRole("link", { name: "Terug naar CMS" }).click();
  await expect(await findInCms(page, recipe.name)).toBeVisible();
  await openRecipeFromHome(page, recipe.name);
  expect(await stillSameVisit(page)).toBe(true);
});
