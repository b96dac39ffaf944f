import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted } from "./helpers";

// Issue 42, items 7 and 9: a vegetarian's first try finds the vegetarian dishes, and quick
// recipes are findable by a time filter and an order, on a phone as on a desktop.

const phone = { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let recipes: Recipe[] = [];
test.beforeAll(async ({ request }) => {
  recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
});

const quick = () => recipes.filter((r) => r.prepTime <= 15);
const vegetarian = () => recipes.filter((r) => r.diets.includes("vegetarisch"));
const count = (n: number) => `${n} ${n === 1 ? "recept" : "recepten"}`;

/** The minutes each card shows, in the order shown. */
async function cardMinutes(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("recipe-card").allTextContents();
  return texts.map((text) => Number(/(\d+)\s*min/.exec(text)?.[1]));
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

for (const device of ["phone 360", "phone", "desktop"] as const) {
  test.describe(`quick is findable (${device})`, () => {
    if (device === "phone") test.use(phone);
    if (device === "phone 360") test.use({ ...phone, viewport: { width: 360, height: 740 } });

    test("ticks 'tot 15 min', sees its count and the URL, and sorts by time", async ({ page }) => {
      expect(quick().length).toBeGreaterThan(0);
      await page.goto("/");
      await appStarted(page);
      const panel =
        device !== "desktop"
          ? page.getByRole("dialog", { name: "Filters" })
          : page.getByRole("complementary", { name: "Filters" });
      if (device !== "desktop") await page.getByRole("button", { name: "Filters" }).click();
      const box = panel.getByRole("checkbox", { name: /Tot 15 min/ });
      // The row says how many recipes the box finds before it is ticked.
      const row = panel.locator("label").filter({ has: page.getByRole("checkbox", { name: /Tot 15 min/ }) });
      await expect(row).toContainText(String(quick().length));
      await box.check();
      await expect(box).toBeChecked();
      await expect(page).toHaveURL(/tijd=/);
      expect(param(page, "tijd")).toBe('["15"]');
      if (device !== "desktop") {
        await panel.getByRole("button", { name: `Toon ${count(quick().length)}` }).click();
        await expect(panel).toBeHidden();
      }
      await expect(page.getByTestId("results-count")).toHaveText(count(quick().length));
      for (const minutes of await cardMinutes(page)) expect(minutes).toBeLessThanOrEqual(15);

      await page.getByLabel("Sorteer op").selectOption({ label: "Snelste eerst" });
      await expect(page).toHaveURL(/sortering=tijd/);
      const fastest = Math.min(...quick().map((r) => r.prepTime));
      await expect.poll(async () => (await cardMinutes(page))[0]).toBe(fastest);
      const minutes = await cardMinutes(page);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));

      // The server paints the same from the URL alone.
      const url = page.url();
      const fresh = await page.context().newPage();
      await fresh.goto(url);
      await expect(fresh.getByTestId("results-count")).toHaveText(count(quick().length));
      await expect(fresh.getByLabel("Sorteer op")).toHaveValue("tijd");
      expect(await cardMinutes(fresh)).toEqual(minutes.slice(0, (await cardMinutes(fresh)).length));
    });

    test("a card shows the protein type and the diet label", async ({ page }) => {
      const recipe = recipes.find((r) => r.diets.includes("glutenvrij") && !r.diets.includes("vegetarisch"));
      if (!recipe) throw new Error("no gluten-free recipe with meat or fish in the collection");
      await page.goto(`/?q=${encodeURIComponent(recipe.name)}`);
      await appStarted(page);
      const card = page.getByTestId("recipe-card").filter({ hasText: recipe.name }).first();
      await expect(card.getByText(recipe.proteinType, { exact: true })).toBeVisible();
      await expect(card.getByRole("list", { name: "Dieet" }).getByText("Glutenvrij")).toBeVisible();
    });
  });
}

test.describe("'Vegetarisch' finds the vegetarian dishes", () => {
  test.use(phone);

  test("a search for 'vegetarisch' finds every recipe with the diet", async ({ page }) => {
    expect(vegetarian().length).toBeGreaterThan(10);
    await page.goto("/");
    await appStarted(page);
    await page.getByRole("searchbox").fill("vegetarisch");
    await expect(page.getByTestId("results-count")).toHaveText(count(vegetarian().length));
  });

  test("the drawer offers the diet first, and says what the protein option holds", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.locator("legend").first()).toBeVisible();
    const legends = await drawer.locator("legend").allInnerTexts();
    expect(legends.indexOf("Dieet")).toBe(0);
    expect(legends.indexOf("Eiwittype")).toBeGreaterThan(0);
    const diet = drawer.getByRole("group", { name: "Dieet" });
    await expect(diet).toContainText("Vegetarisch eten? Hier vind je alle recepten zonder vlees en vis.");
    const protein = drawer
      .getByRole("group", { name: "Eiwittype" })
      .getByRole("checkbox", { name: "Vegetarisch" });
    await expect(protein).toHaveAccessibleDescription("Recepten zonder eigen eiwitbron, zoals sauzen");
    await diet.getByRole("checkbox", { name: "Vegetarisch" }).check();
    await drawer.getByRole("button", { name: `Toon ${count(vegetarian().length)}` }).click();
    await expect(page.getByTestId("results-count")).toHaveText(count(vegetarian().length));
  });
});
