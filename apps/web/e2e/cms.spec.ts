import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { createRecipe, login, searchOverview, toast, unique } from "./helpers";

async function searchCms(page: Page, query: string) {
  await page.getByPlaceholder("Zoek recepten op naam of categorie...").fill(query);
}

test("a wrong password shows the error toast and clears the field; the right one opens the CMS", async ({
  page,
}) => {
  await page.goto("/login");
  const password = page.getByLabel("Wachtwoord");
  await password.fill("helemaal-fout");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(toast(page, "Inloggen mislukt")).toContainText(
    "Het wachtwoord is onjuist. Probeer het opnieuw.",
  );
  await expect(password).toHaveValue("");
  await expect(page.getByRole("button", { name: "Inloggen" })).toBeDisabled();

  await login(page);
  await expect(page.getByRole("link", { name: "CMS + Nieuw Recept" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "CMS + Nieuw Recept" })).toBeVisible();
});

test("an unauthenticated visit to /cms/new shows the login screen", async ({ page }) => {
  await page.goto("/cms/new");
  await expect(page.getByRole("heading", { name: "CMS Login" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nieuw recept toevoegen" })).toHaveCount(0);
});

test("creates an airfryer recipe that shows on the overview and its own page", async ({ page }) => {
  const name = unique("Kip uit de airfryer");
  await login(page);
  await page.getByRole("link", { name: "Nieuw recept", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Nieuw recept toevoegen" })).toBeVisible();

  await page.getByLabel("Receptnaam").fill(name);
  await page.getByLabel("Hoofdstuk").selectOption("Diner");
  await page.getByLabel("Eiwittype").selectOption("Kip");
  await expect(page.getByLabel("Temperatuur (°C)")).toHaveCount(0);
  await page.getByLabel("Bereidingswijze").selectOption("Airfryer");
  await expect(page.getByText("Philips 5000 Series Dual Basket NA552/00")).toBeVisible();
  await expect(page.getByLabel("Temperatuur (°C)")).toHaveAttribute("placeholder", "180");
  await page.getByLabel("Temperatuur (°C)").fill("180");
  await page.getByLabel("Tijd (minuten)", { exact: true }).fill("12");
  await page.getByLabel("Bereidingstijd").fill("25");
  await page.getByLabel("Calorieën (kcal)").fill("420");
  await page.getByRole("checkbox", { name: "Warm" }).check();
  await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("150 g kipfilet");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("textbox", { name: "Ingrediënt 2", exact: true })).toBeFocused();
  await page.getByRole("textbox", { name: "Ingrediënt 2", exact: true }).fill("200 g broccoli");
  await page.locator("#recipe-instructions").fill("Verwarm de airfryer voor.\nBak de kip 12 minuten.");
  await page.getByRole("button", { name: "Recept opslaan" }).click();

  await expect(toast(page, "Recept toegevoegd")).toContainText(`${name} is succesvol toegevoegd.`);
  await expect(page).toHaveURL(/\/cms$/, { timeout: 5000 });

  await page.goto("/");
  await searchOverview(page, name);
  const card = page.getByTestId("recipe-card").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const airfryer = page.getByTestId("airfryer-card");
  await expect(airfryer).toContainText("180 °C");
  await expect(airfryer).toContainText("12 minuten");
  await expect(page.getByText("200 g broccoli")).toBeVisible();
});

test("an empty or out-of-range form stays unsent with 'Validatiefout' and field messages", async ({
  page,
}) => {
  await login(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("recipes.create") || request.url().endsWith("/api/recipes"))
      sent.push(request.url());
  });
  await page.goto("/cms/new");
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Validatiefout")).toContainText(
    "Controleer of alle velden correct zijn ingevuld.",
  );
  await expect(page.getByLabel("Receptnaam")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Receptnaam")).toBeFocused();
  await expect(page.getByText("Voeg minstens één ingrediënt toe.")).toBeVisible();

  await page.getByLabel("Receptnaam").fill(unique("Te heet"));
  await page.getByLabel("Hoofdstuk").selectOption("Snacks");
  await page.getByLabel("Eiwittype").selectOption("Noten");
  await page.getByLabel("Bereidingswijze").selectOption("Airfryer");
  await page.getByLabel("Temperatuur (°C)").fill("300");
  await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("30 g walnoten");
  await page.locator("#recipe-instructions").fill("Rooster de noten.");
  await expect(page.getByLabel("Receptnaam")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Validatiefout")).toBeVisible();
  const temperature = page.getByLabel("Temperatuur (°C)");
  await expect(temperature).toHaveAttribute("aria-invalid", "true");
  await expect(temperature).toBeFocused();
  await expect(page.getByText("Vul een heel getal van 1 tot 250 in.")).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/new$/);
  expect(sent).toEqual([]);
});

test("warns when the ingredients name another protein than the chosen type", async ({ page }) => {
  await login(page);
  await page.goto("/cms/new");
  await page.getByLabel("Eiwittype").selectOption("Kip");
  await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("1 stengel prei");
  await expect(page.getByText(/Let op: de ingrediënten noemen/)).toHaveCount(0);
  await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("2 eieren");
  await expect(page.getByText(/Let op: de ingrediënten noemen Ei, maar het eiwittype is Kip/)).toBeVisible();
});

test("leaving a changed form asks first", async ({ page }) => {
  await login(page);
  await page.goto("/cms/new");
  await page.getByLabel("Receptnaam").fill("Half af");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect.poll(() => asked).toContain("niet-opgeslagen wijzigingen");
  await expect(page).toHaveURL(/\/cms\/new$/);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page).toHaveURL(/\/cms$/);
});

test("edits a recipe", async ({ page }) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Te bewerken salade"));
  const renamed = `${recipe.name} (aangepast)`;
  await page.goto("/cms");
  await searchCms(page, recipe.name);
  await page.getByRole("link", { name: `${recipe.name} bewerken` }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/edit/${recipe.id}$`));
  await expect(page.getByRole("heading", { name: "Recept bewerken" })).toBeVisible();
  await expect(page.getByLabel("Receptnaam")).toHaveValue(recipe.name);
  await expect(page.getByRole("textbox", { name: "Ingrediënt 4", exact: true })).toHaveValue(
    "1 el olijfolie",
  );

  await page.getByLabel("Receptnaam").fill(renamed);
  await page.getByLabel("Calorieën (kcal)").fill("450");
  await page.getByRole("button", { name: "Ingrediënt 4 verwijderen" }).click();
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Recept bijgewerkt")).toContainText(`${renamed} is succesvol bijgewerkt.`);
  await expect(page).toHaveURL(/\/cms$/, { timeout: 5000 });

  await searchCms(page, renamed);
  const card = page.getByTestId("cms-recipe-card").filter({ hasText: renamed });
  await expect(card).toContainText("450 kcal");
  await expect(card).toContainText("120 g kipfilet, 100 g sla, 1 tomaat");
  await expect(card).not.toContainText("...");
  await expect(page.getByTestId("cms-count")).toHaveText("1 recept gevonden");
});

test("an edit form for a recipe that does not exist says so, with a way back to the CMS", async ({
  page,
}) => {
  await login(page);
  await page.goto("/cms/edit/bestaat-niet");
  await expect(page.getByRole("heading", { level: 1, name: "Recept niet gevonden" })).toBeVisible();
  await expect(page.getByText("Dit recept bestaat niet (meer). Misschien is het verwijderd.")).toBeVisible();
  await page.getByRole("link", { name: "Terug naar overzicht" }).click();
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByRole("heading", { name: "CMS Receptenbeheer" })).toBeVisible();
});

test("the number of portions is saved and shown per portion on the recipe page", async ({ page }) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Soep voor vier"));
  await page.goto(`/cms/edit/${recipe.id}`);
  await expect(page.getByLabel("Aantal porties")).toHaveValue("1");
  await page.getByLabel("Aantal porties").fill("4");
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Recept bijgewerkt")).toBeVisible();
  const stored = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as {
    servings: number;
    calories: number;
    nutrition: { perPortion: { kcal: number } };
  };
  expect(stored).toMatchObject({ servings: 4, calories: 300 });

  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("4 personen");
  // The administrator's 300 is what the page says; the table beside it is computed per portion.
  const kcal = stored.nutrition.perPortion.kcal;
  expect(kcal).toBeLessThan(150);
  await expect(page.getByText("±300\u00a0kcal per portie", { exact: true })).toBeVisible();
  await expect(page.getByTestId("nutrition").getByRole("row", { name: /Energie/ })).toContainText(
    `${kcal}\u00a0kcal`,
  );
  await page.goto(`/cms/edit/${recipe.id}`);
  await expect(page.getByLabel("Aantal porties")).toHaveValue("4");
});

test("delete asks first: 'Annuleren' keeps the recipe, 'Verwijderen' removes it", async ({ page }) => {
  await login(page);
  const recipe = await createRecipe(page, unique("Weg ermee"));
  await page.goto("/cms");
  await searchCms(page, recipe.name);
  const card = page.getByTestId("cms-recipe-card").filter({ hasText: recipe.name });
  await expect(card).toContainText("120 g kipfilet, 100 g sla, 1 tomaat...");

  await card.getByRole("button", { name: `${recipe.name} verwijderen` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Recept verwijderen?" });
  await expect(dialog).toContainText(
    "Weet je zeker dat je dit recept wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.",
  );
  await dialog.getByRole("button", { name: "Annuleren" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: `${recipe.name} verwijderen` }).click();
  await dialog.getByRole("button", { name: "Verwijderen" }).click();
  await expect(toast(page, "Recept verwijderd")).toContainText("Het recept is succesvol verwijderd.");
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(page.getByText("Geen recepten gevonden met deze zoekopdracht.")).toBeVisible();
  await expect(page.getByTestId("cms-count")).toHaveText("0 recepten gevonden");
  expect((await page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(404);
});

test("logging out reloads the home page without the CMS", async ({ page }) => {
  await login(page);
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "CMS + Nieuw Recept" })).toHaveCount(0);
  await page.goto("/cms");
  await expect(page.getByRole("heading", { name: "CMS Login" })).toBeVisible();
});
