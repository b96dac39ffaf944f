import type { Browser, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";

// What the week menu's specs share: the phone they run on and how they read the week.
export const phone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
/** Set to a folder to keep the screenshots of the week for a look. */
export const SHOTS = process.env.WEEK_SHOTS;

/** The recipe links of the week in slot order, as the page shows them. */
/** Each meal's link in the week's order, null for an empty meal, so the places stay in line. */
export const slotLinks = (page: Page) =>
  page
    .locator("ol > li > ul > li")
    .evaluateAll((slots) =>
      slots.map((slot) => slot.querySelector("a[href^='/recipe/']")?.getAttribute("href") ?? null),
    );

export async function newPhone(browser: Browser) {
  const context = await browser.newContext(phone);
  return { context, page: await context.newPage() };
}

export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Opens a meal's menu ('Lunch van maandag 30 nov aanpassen') and picks one of its actions. */
export async function mealAction(page: Page, meal: RegExp, action: string) {
  await page.getByRole("button", { name: meal }).first().click();
  await page.getByRole("menuitem", { name: action }).click();
}
