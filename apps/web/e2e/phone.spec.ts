import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, login } from "./helpers";

/**
 * Phones, emulated as phones: a desktop viewport of the same width never widens its layout
 * viewport, so it cannot see a page that pans sideways.
 */
const WIDTHS = [320, 360, 390, 768] as const;
const phone = (width: number) => ({
  viewport: { width, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
});

let recipes: Recipe[] = [];
let storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser, request }) => {
  recipes = (await (await request.get("/api/recipes")).json()) as Recipe[];
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  storageState = await context.storageState();
  await context.close();
});

const size = (r: Recipe) => r.name.length + r.ingredients.join("").length + r.instructions.length;
function pages() {
  const bySize = [...recipes].sort((a, b) => size(a) - size(b));
  const short = bySize[0];
  const long = bySize.at(-1);
  if (!short || !long) throw new Error("no recipes");
  return [
    "/",
    `/recipe/${short.id}`,
    `/recipe/${long.id}`,
    "/login",
    "/cms",
    "/cms/new",
    `/cms/edit/${long.id}`,
    "/cms/settings",
    "/deze/pagina/bestaat/niet",
  ];
}

async function widths(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
}

/** Light, then dark: the document is never wider than the screen. */
async function expectFits(page: Page, width: number, label: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    const measured = await widths(page);
    expect(measured, `${label} at ${width} px, ${dark ? "dark" : "light"}`).toEqual({
      scroll: width,
      screen: width,
    });
  }
}

async function phonePage(browser: Browser, width: number) {
  const context = await browser.newContext({ ...phone(width), storageState });
  return { context, page: await context.newPage() };
}

test.describe("no page is wider than the phone", () => {
  for (const width of WIDTHS) {
    test(`every page at ${width} px`, async ({ browser }) => {
      test.setTimeout(60_000);
      const { context, page } = await phonePage(browser, width);
      for (const path of pages()) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await appStarted(page);
        await page.waitForLoadState("networkidle");
        await expectFits(page, width, path);
      }
      // The overview again, with its drawer open (phones and tablets below the sidebar's width).
      await page.goto("/");
      await appStarted(page);
      await expect(page.getByTestId("results-count")).toHaveText(/recept/);
      const filters = page.getByRole("button", { name: "Filters", exact: true });
      if (await filters.isVisible()) {
        await filters.tap();
        await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
        await expectFits(page, width, "/ with the drawer open");
      }
      await context.close();
    });
  }
});

test.describe("the filter drawer on a phone", () => {
  test("opens on screen, traps focus, closes three ways and counts live", async ({ browser }) => {
    const { context, page } = await phonePage(browser, 360);
    await page.goto("/");
    await appStarted(page);
    await expect(page.getByTestId("results-count")).toHaveText(/recepten/);
    const open = page.getByRole("button", { name: /^Filters( \(actief\))?$/ });
    await open.tap();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    // Wait for the slide-in to finish before measuring.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(360);

    // The first group's options lie on the screen as it opens: no scrolling by the test. The
    // diets come first, so a vegetarian finds 'Vegetarisch' there at once.
    const option = drawer
      .getByRole("group", { name: "Dieet" })
      .getByRole("checkbox", { name: /^Vegetarisch\b/ });
    const box = await option.boundingBox();
    if (!box) throw new Error("no option box");
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // The whole row is the label: a finger-sized target.
    const row = drawer.locator("label").filter({ hasText: /^Vis/ });
    const rowBox = await row.boundingBox();
    expect(rowBox?.height).toBeGreaterThanOrEqual(44);

    // The live count on the button follows the choice.
    const fish = recipes.filter((r) => ["Vis", "Schelvis"].includes(r.proteinType)).length;
    await row.tap();
    await expect(drawer.getByRole("button", { name: `Toon ${fish} recepten` })).toBeVisible();

    // Focus stays inside while tabbing.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Filters sluiten" }).tap();
    await expect(drawer).toBeHidden();

    await open.tap();
    await expect(drawer).toBeVisible();
    // A tap on the dimmed page beside the drawer.
    await page.touchscreen.tap(20, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("results-count")).toHaveText(`${fish} recepten`);
    await context.close();
  });
});
