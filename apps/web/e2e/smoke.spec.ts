import { expect, test } from "@playwright/test";

test("the overview lists the bundled recipes", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("results-count")).toHaveText(/^\d+ recepten$/);
  expect(await page.getByTestId("recipe-card").count()).toBeGreaterThanOrEqual(60);
});
