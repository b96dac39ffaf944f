import { expect, test } from "@playwright/test";

test("the overview lists the bundled recipes", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("results-count")).toHaveText(/^\d+ recepten$/);
  const total = Number((await page.getByTestId("results-count").textContent())?.split(" ")[0]);
  expect(total).toBeGreaterThanOrEqual(60);
  // Cards arrive a page at a time; scrolling down brings all of them.
  await expect(page.getByTestId("recipe-card")).toHaveCount(24);
  while ((await page.getByTestId("recipe-card").count()) < total) {
    await page.getByRole("button", { name: /^Meer recepten tonen/ }).click();
  }
  await expect(page.getByTestId("recipe-card")).toHaveCount(total);
  await expect(page.getByRole("button", { name: /^Meer recepten tonen/ })).toHaveCount(0);
});
