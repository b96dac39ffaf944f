import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";

test("the overview lists the bundled recipes", async ({ page }) => {
  await page.goto("/");
  // The server paints the first cards and the button; only the running app loads more.
  await appStarted(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("results-count")).toHaveText(/^\d+ recepten$/);
  const total = Number((await page.getByTestId("results-count").textContent())?.split(" ")[0]);
  expect(total).toBeGreaterThanOrEqual(60);
  // Cards arrive a page at a time; the button brings more, and so does scrolling down.
  const cards = page.getByTestId("recipe-card");
  await expect(cards).toHaveCount(24);
  // Clicked where it stands: scrolling it into view would let the auto-load answer first.
  await page.getByRole("button", { name: /^Meer recepten tonen/ }).dispatchEvent("click");
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(Math.min(48, total));
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await cards.count()).toBe(total);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: /^Meer recepten tonen/ })).toHaveCount(0);
});
