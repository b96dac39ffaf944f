import { expect, test } from "@playwright/test";

import { PASSWORD } from "./helpers";

// Unique per run, so a retry never meets the recipe of an earlier attempt.
const HOSTILE = `</script><img src=x onerror=alert(1)> ${Date.now().toString(36)}`;

test("a hostile recipe name is shown verbatim and executes nothing anywhere", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  expect((await page.request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(200);
  const created = await page.request.post("/api/recipes", {
    data: {
      name: HOSTILE,
      chapter: "Snacks",
      proteinType: "Noten",
      preparationMethod: "Koud",
      ingredients: [`<b onmouseover=alert(2)>30 g walnoten</b>`],
      instructions: `<script>alert(3)</script>\nSchep in een bakje.`,
      prepTime: 5,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/?q=${encodeURIComponent("walnoten")}`);
  await expect(page.getByRole("link", { name: HOSTILE, exact: true })).toBeVisible();

  const response = await page.goto(`/recipe/${id}`);
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("<img src=x");
  await expect(page.getByRole("heading", { level: 1, name: HOSTILE })).toBeVisible();
  await expect(page.getByText("<script>alert(3)</script>")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: HOSTILE })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.goto("/cms");
  await expect(page.getByText(HOSTILE).first()).toBeVisible();

  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(dialogs).toEqual([]);

  await page.request.delete(`/api/recipes/${id}`);
});
