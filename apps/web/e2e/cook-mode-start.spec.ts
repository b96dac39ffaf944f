// Cook mode as the server paints it, before and after the app starts.
import { expect, test } from "@playwright/test";

import { appStarted, createRecipeAsAdmin, holdApp, unique } from "./helpers";
import { expectAxeClean } from "./week-helpers";

test("cook mode: the server paints the first step, and 'Volgende' tapped before the app runs turns it", async ({
  page,
  request,
}) => {
  const id = await createRecipeAsAdmin(request, {
    name: unique("Kip om vroeg te koken"),
    chapter: "Diner",
    proteinType: "Kip",
    preparationMethod: "Pan",
    ingredients: ["100 g kipfilet", "¼ rode ui", "peper naar smaak"],
    instructions: "Snijd de ui fijn.\nBak de kip 10 minuten op middelhoog vuur.\nLaat alles 1 minuut rusten.",
    prepTime: 20,
    // 'Benodigdheden' beside the step: its heading is checked by axe below.
    tools: ["koekenpan"],
  });
  const release = await holdApp(page);
  await page.goto(`/recipe/${id}/koken`);
  await expect(page.getByRole("heading", { name: "Stap 1 van 3" })).toBeVisible();
  await expect(page.getByTestId("cook-step")).not.toBeEmpty();
  await page.getByRole("button", { name: /Volgende/ }).click();
  release();
  await appStarted(page);
  await expect(page.getByRole("heading", { name: "Stap 2 van 3" })).toBeVisible();
  // Its headings in order (the name, what is needed, the step) and nothing else for axe.
  await expectAxeClean(page);
});
