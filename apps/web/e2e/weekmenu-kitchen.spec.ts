// The week planner and the reader's own kitchen (issue 47): the first week keeps to the list too.
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";
import { slotLinks } from "./week-helpers";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The first week this device plans, with the planner's dice fixed: the same seed on every device. */
async function firstWeek(page: Page) {
  await page.addInitScript(() => (Math.random = () => 0.5));
  await page.goto("/weekmenu");
  await appStarted(page);
  await page.getByRole("button", { name: "Maak mijn weekmenu" }).click();
  await expect(page.getByRole("heading", { name: /^Jouw week/ })).toBeVisible();
  return slotLinks(page);
}

test("the first week is planned within the reader's own list, as every later week is", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const anyList = await firstWeek(await other.newPage());
  await other.close();

  await page.goto("/mijn-lijst");
  await appStarted(page);
  await page.getByRole("checkbox", { name: /gevogelte/i }).check();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("receptenboek:mijn-lijst")))
    .toContain("groep:gevogelte");
  const ownList = await firstWeek(page);
  // The same dice, another week: the list weighed in. Off the list only where the page says so.
  expect(ownList).toHaveLength(21);
  expect(ownList).not.toEqual(anyList);
  await expect(
    page.getByRole("checkbox", { name: "Alleen recepten die bij mijn lijst passen" }),
  ).toBeChecked();
});
