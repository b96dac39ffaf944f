import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, fakeClock, kept, startWorkerNow } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("after one visit the overview, search and a visited recipe work offline; the CMS needs a connection", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
  const visited = recipes[2];
  const saved = recipes[0];
  if (!visited || !saved) throw new Error("no recipes");

  await fakeClock(page);
  await page.goto("/");
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
  await startWorkerNow(page);
  // The worker installs a while after the app starts, then keeps this page and the list the app read.
  await expect.poll(() => kept(page, "/"), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => kept(page, "/trpc/recipes.summaries")).toBe(true);
  // A heart on a card keeps that recipe without opening it.
  await appStarted(page);
  await page.getByRole("button", { name: `${saved.name} bewaren` }).click();
  await expect.poll(() => kept(page, `/recipe/${saved.id}`)).toBe(true);
  await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(visited.name);
  await page.getByRole("link", { name: visited.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect.poll(() => kept(page, `/recipe/${visited.id}`)).toBe(true);
  await expect.poll(() => kept(page, `/recipe/${visited.id}/koken`)).toBe(true);

  await context.setOffline(true);
  await page.goto("/");
  await expect(
    page.getByText("Je bent offline: je ziet de recepten die op dit apparaat bewaard zijn"),
  ).toBeVisible();
  await appStarted(page);
  await expect(page.getByTestId("results-count")).toHaveText(`${recipes.length} recepten`);
  await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(visited.name);
  await expect(page.getByTestId("results-count")).toHaveText("1 recept");
  await expect(page.getByRole("link", { name: visited.name, exact: true })).toBeVisible();

  await page.goto(`/recipe/${visited.id}?porties=2`);
  await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText("2 personen");
  await page.getByRole("link", { name: "Kookmodus" }).click();
  await expect(page.getByRole("heading", { name: /^Stap 1 van \d+$/ })).toBeVisible();
  // Cook mode opens offline on a reload too.
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Stap 1 van \d+$/ })).toBeVisible();

  // The saved recipe was never opened, yet it reads offline.
  await page.goto(`/recipe/${saved.id}`);
  await expect(page.getByRole("heading", { level: 1, name: saved.name })).toBeVisible();

  await page.goto("/cms");
  await expect(page.getByText("Het CMS heeft een internetverbinding nodig")).toBeVisible();

  await context.setOffline(false);
  await page.goto("/");
  await expect(page.getByText("Je bent offline")).toHaveCount(0);
});

/** The recipe page's ingredient lines as shown. */
const ingredientLines = (page: Page) =>
  page
    .locator("section", { has: page.getByRole("heading", { level: 2, name: "Ingrediënten" }) })
    .locator("li")
    .allTextContents();

/** Whether the offline worker has registered, and whether it serves this page. */
const worker = (page: Page) =>
  page.evaluate(async () => ({
    registered: Boolean(await navigator.serviceWorker.getRegistration()),
    controlling: Boolean(navigator.serviceWorker.controller),
  }));

// Five times over: the worker's install races the visitor, and every run must read offline.
for (let run = 1; run <= 5; run++) {
  test(`a recipe opened while the worker installs reads offline on a reload (run ${run})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await fakeClock(page);
    await page.goto("/");
    const link = page.getByTestId("recipe-card").nth(run).getByRole("link");
    const name = (await link.textContent()) ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    await startWorkerNow(page);
    await expect
      .poll(async () => (await worker(page)).registered, { timeout: 30_000, intervals: [50] })
      .toBe(true);
    // Within a moment of the registration, while the worker still installs, the visitor opens a recipe.
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const ingredients = await ingredientLines(page);
    expect(ingredients.length).toBeGreaterThan(1);
    // Offline before the worker has taken over would be a visit without it: not this case.
    await expect
      .poll(async () => (await worker(page)).controlling, { timeout: 30_000, intervals: [50] })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await appStarted(page);
    expect(await ingredientLines(page)).toEqual(ingredients);
    await expect(page.getByText("Er ging iets mis")).toHaveCount(0);
  });
}
