import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";

const hydrationErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? null);

/** Opens a URL fresh, as a shared link, and collects what React says about adopting its page. */
async function open(page: Page, url: string) {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) logged.push(message.text());
  });
  await page.goto(url);
  await appStarted(page);
  return logged;
}

const cards = (page: Page) => page.getByTestId("recipe-card");

test.describe("every kind of filtered overview URL is adopted without a hydration error", () => {
  test("a search: ?q=kip", async ({ page }) => {
    const logged = await open(page, "/?q=kip");
    await expect(page.getByRole("searchbox")).toHaveValue("kip");
    await expect(cards(page).first()).toBeVisible();
    // Other tests add recipes with kip among their ingredients: those count as found too.
    const recipes = (await (await page.request.get("/api/recipes")).json()) as {
      name: string;
      ingredients: string[];
    }[];
    for (const name of await cards(page).getByRole("heading").allTextContents()) {
      const recipe = recipes.find((r) => r.name === name);
      expect([name, ...(recipe?.ingredients ?? [])].join(" ").toLowerCase()).toContain("kip");
    }
    expect(await hydrationErrors(page)).toEqual([]);
    expect(logged).toEqual([]);
  });

  test("a chapter: ?hoofdstuk=Ontbijt", async ({ page }) => {
    const logged = await open(page, "/?hoofdstuk=Ontbijt");
    await expect(page.getByRole("button", { name: /^Ontbijt/ })).toHaveAttribute("aria-pressed", "true");
    expect(await hydrationErrors(page)).toEqual([]);
    expect(logged).toEqual([]);
  });

  test("the saved recipes: ?bewaard=1", async ({ page }) => {
    const logged = await open(page, "/?bewaard=1");
    await expect(cards(page)).toHaveCount(0);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('a filter: ?eiwit=["Kip"]', async ({ page }) => {
    const logged = await open(page, `/?eiwit=${encodeURIComponent('["Kip"]')}`);
    await expect(cards(page).first()).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(logged).toEqual([]);
  });
});
