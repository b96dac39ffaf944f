import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const PASSWORD = "e2e-wachtwoord-veilig";

/** Logs in through the real login screen and waits for the CMS. */
export async function login(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByRole("heading", { name: "CMS Receptenbeheer" })).toBeVisible();
}
