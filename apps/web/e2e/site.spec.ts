import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted } from "./helpers";

let recipes: Recipe[] = [];

test.beforeAll(async ({ request }) => {
  recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
});

test.describe("site", () => {
  test("the dark-mode button works even before the app has started", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    // Hold the app's scripts back: only the page's own first script runs.
    await page.route("**/assets/*.js", () => undefined);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Donkere modus" });
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => sessionStorage.getItem("theme"))).toBe("dark");
    // The server paints the button unpressed; the page's script tells screen readers it is on.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await context.close();
  });

  test("a recipe page is readable before any script runs, and the app keeps it in place", async ({
    browser,
  }) => {
    const recipe = recipes.find((r) => r.airfryerTemp != null);
    if (!recipe) throw new Error("no recipes");
    const boxes: Record<string, unknown>[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.goto(`/recipe/${recipe.id}`);
      const title = page.getByRole("heading", { level: 1, name: recipe.name });
      await expect(title).toBeVisible();
      await expect(page.getByText(recipe.ingredients[0] ?? "", { exact: true })).toBeVisible();
      await expect(page.getByTestId("airfryer-card")).toBeVisible();
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      boxes.push({
        title: await title.boundingBox(),
        airfryer: await page.getByTestId("airfryer-card").boundingBox(),
      });
      await context.close();
    }
    expect(boxes[1]).toEqual(boxes[0]);
  });

  test("the home page paints its header and hero before any script runs, and the app keeps them in place", async ({
    browser,
  }) => {
    const boxes: Record<string, unknown>[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "Koken in balans" })).toBeVisible();
      const hero = page.getByRole("img", { name: "Tafel met verse groenten, kruiden en een salade" });
      await expect(hero).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByTestId("results-count")).toBeVisible();
      boxes.push({
        hero: await hero.boundingBox(),
        header: await page.locator("header").first().boundingBox(),
      });
      await context.close();
    }
    expect(boxes[1]).toEqual(boxes[0]);
  });

  test("unknown paths answer 404 with 'Page Not Found'", async ({ page }) => {
    const response = await page.goto("/deze/pagina/bestaat/niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("dark mode toggles on and off and lasts for the session", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("results-count")).toBeVisible();
    const toggle = page.getByRole("button", { name: "Donkere modus" });
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByTestId("results-count")).toBeVisible();
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  // Off-screen cards are laid out lazily; what they compute after the toggle is what checkers
  // and assistive tools read, so the whole page must follow the theme, with motion reduced too.
  for (const width of [375, 1280]) {
    test(`axe finds nothing serious on / at ${width} px after switching to dark mode with reduced motion`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      try {
        await page.goto("/");
        await expect(page.getByTestId("recipe-card")).toHaveCount(24);
        await appStarted(page);
        await page.getByRole("button", { name: "Donkere modus" }).click();
        await expect(page.locator("html")).toHaveClass(/dark/);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.length} nodes, ${v.nodes[0]?.failureSummary ?? ""}`),
        ).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const path of ["/", "/recipe/first"]) {
    test(`no serious accessibility violations on ${path}`, async ({ page }) => {
      const url = path === "/recipe/first" ? `/recipe/${recipes[0]?.id ?? ""}` : path;
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      for (const dark of [false, true]) {
        if (dark) await page.getByRole("button", { name: "Donkere modus" }).click();
        // The chapter buttons' colours ease into the theme: judged mid-way, a badge can fail contrast.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      }
    });
  }
});
