import { expect, test } from "@playwright/test";

import { appStarted, fakeClock, kept, PASSWORD, startWorkerNow, toast } from "./helpers";
import { expectAxeClean, mealAction, newPhone, phone, SHOTS, slotLinks } from "./week-helpers";

test("on a phone: choose meals with the overview's search and filters, then shop the whole week", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // Recipes of our own, with ingredients nothing else has, so the merged amounts are known.
  expect((await request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(200);
  const make = async (fields: Record<string, unknown>) => {
    const response = await request.post("/api/recipes", {
      data: { instructions: "Kook.\nEet.", prepTime: 15, calories: 300, ...fields },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; name: string };
  };
  // A made-up word of letters: the search finds it in our names and nowhere else.
  const tag = `wt${Date.now().toString(36).replace(/\d/g, "")}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")}`;
  const soup = await make({
    name: `Weektestsoep ${tag}`,
    chapter: "Soepen",
    proteinType: "Linzen",
    preparationMethod: "Pan",
    servings: 4,
    ingredients: ["400 g weektestbonen", "1 l weektestbouillon"],
  });
  const warm = await make({
    name: `Weektestontbijt warm ${tag}`,
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    servings: 1,
    ingredients: ["150 g weektestbonen", "250 ml weektestbouillon"],
  });
  const cold = await make({
    name: `Weektestontbijt koud ${tag}`,
    chapter: "Ontbijt",
    proteinType: "Yoghurt",
    preparationMethod: "Koud",
    servings: 1,
    ingredients: ["999 g weektestbonen"],
  });
  const ours = [soup.id, warm.id, cold.id];

  const context = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // A September week: most of the collection is in season, so weeks without our recipes come
  // easily (in December the planner prefers our recipes, which keep any month).
  await page.clock.setFixedTime(new Date("2026-09-02T10:00:00"));
  // The list holds something already.
  await page.goto("/boodschappen");
  await appStarted(page);
  await page.getByLabel("Zelf iets toevoegen").fill("100 g weektestbonen");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("checkbox", { name: "100 g weektestbonen" })).toBeVisible();

  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  // A week without our recipes, so the ones chosen below are all there is of them.
  while ((await slotLinks(page)).some((href) => ours.some((id) => href?.includes(id)))) {
    await page.getByRole("button", { name: "Nieuwe week" }).click();
  }

  const choose = async (slot: RegExp, search: string, found: string, name: string) => {
    await mealAction(page, slot, "Ander recept kiezen…");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox", { name: "Zoek recepten" }).fill(search);
    await expect(dialog.getByRole("status")).toHaveText(found);
    await dialog.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await expect(dialog).toHaveCount(0);
  };
  // Lunch offers lunch recipes only: the search finds the soup, not the breakfasts.
  await choose(/^Lunch van maandag .+ aanpassen$/, tag, "1 recept", soup.name);
  await choose(/^Lunch van dinsdag .+ aanpassen$/, tag, "1 recept", soup.name);
  await expect(page.getByText("Restje van maandag")).toBeVisible();
  // Breakfast stays breakfast; the overview's method filter narrows the two to the warm one.
  await mealAction(page, /^Ontbijt van woensdag .+ aanpassen$/, "Ander recept kiezen…");
  const dialog = page.getByRole("dialog", { name: /^Ontbijt voor woensdag/ });
  await dialog.getByRole("searchbox", { name: "Zoek recepten" }).fill(tag);
  await expect(dialog.getByRole("status")).toHaveText("2 recepten");
  await dialog.getByText("Filters").click();
  await dialog.getByRole("checkbox", { name: /^Pan/ }).check();
  await expect(dialog.getByRole("status")).toHaveText("1 recept");
  await expectAxeClean(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-390-picker.png` });
  await dialog.getByRole("button", { name: new RegExp(`^${warm.name}`) }).click();
  await expect(dialog).toHaveCount(0);
  const links = await slotLinks(page);
  expect(links[1]).toBe(`/recipe/${soup.id}?porties=2`);
  expect(links[4]).toBe(`/recipe/${soup.id}?porties=2`);
  expect(links[6]).toBe(`/recipe/${warm.id}?porties=2`);

  await page.getByRole("button", { name: "Alles op de boodschappenlijst" }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-390-added.png` });
  await expect(toast(page, "Alles op je boodschappenlijst")).toContainText("voor 2 personen per maaltijd");
  // Once added, the button leads to the list, so a second tap cannot add the week twice.
  await page.getByRole("link", { name: "Naar de boodschappenlijst" }).click();
  await expect(page).toHaveURL(/\/boodschappen$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-390-list.png`, fullPage: true });
  // 100 g typed, 400 g of the soup for 4 (monday's pot feeds tuesday's leftover, bought once),
  // 2 x 150 g of the breakfast for 1.
  await expect(page.getByRole("checkbox", { name: /^800\sg weektestbonen/ })).toBeVisible();
  // 1 l of the soup, 2 x 250 ml of the breakfast.
  await expect(page.getByRole("checkbox", { name: /^1,5\sl weektestbouillon/ })).toBeVisible();
  // The soup once, for the four portions monday's pot makes.
  await expect(
    page.getByRole("region", { name: "Op de lijst" }).getByRole("listitem").filter({ hasText: soup.name }),
  ).toHaveText(new RegExp(`^${soup.name}\\s*4 personen`));
  // Every planned recipe is on the list, each once, beside the item typed by hand.
  const planned = new Set(links.map((href) => href?.split("?")[0]));
  await expect(page.getByRole("button", { name: /^.+ van de lijst halen$/ })).toHaveCount(planned.size + 1);
  await context.close();
});

test("after a first visit the week and its recipes open offline", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await newPhone(browser);
  await fakeClock(page);
  await page.goto("/weekmenu");
  await appStarted(page);
  // Made at once, before the offline worker has taken over the page.
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  await startWorkerNow(page);
  const links = await slotLinks(page);
  const paths = [...new Set(links.map((href) => (href ?? "").split("?")[0] ?? ""))];
  await expect.poll(() => kept(page, "/weekmenu"), { timeout: 30_000 }).toBe(true);
  for (const path of paths) await expect.poll(() => kept(page, path), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto("/weekmenu");
  await appStarted(page);
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  expect(await slotLinks(page)).toEqual(links);
  const dinner = page.locator("ol li ul > li a[href^='/recipe/']").nth(2);
  const name = (await dinner.textContent()) ?? "";
  await dinner.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("2 personen");
  await context.close();
});
