import { expect, test } from "@playwright/test";

import { login, PASSWORD } from "./helpers";

const NEW_PASSWORD = "Een nieuw wachtwoord voor de keuken 7";

test("the admin changes the password in the settings; another session ends, this one stays", async ({
  page,
  browser,
}) => {
  // A second browser, logged in before the change: its session must end.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage);
  await login(page);
  await page.goto("/cms/settings");
  await expect(page.getByRole("heading", { name: "Wachtwoord wijzigen" })).toBeVisible();

  // Too short, then two different new passwords: the form says so and sends nothing.
  await page.getByLabel("Huidig wachtwoord").fill(PASSWORD);
  await page.getByLabel("Nieuw wachtwoord", { exact: false }).first().fill("te kort");
  await expect(page.getByText("Te kort: gebruik minstens 12 tekens.")).toBeVisible();
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByText("Het nieuwe wachtwoord moet minstens 12 tekens lang zijn.")).toBeVisible();
  // Twelve spaces, a tab, or the current password again: the same rule as the server's.
  const newField = page.getByLabel("Nieuw wachtwoord", { exact: false }).first();
  for (const [value, message] of [
    [" ".repeat(12), "Het nieuwe wachtwoord mag niet alleen uit spaties of onzichtbare tekens bestaan."],
    [
      "een lang\twachtwoord",
      "Het nieuwe wachtwoord mag geen tabs, regeleinden of andere onzichtbare tekens bevatten.",
    ],
    // Issue 41 item 7: twelve zero-width spaces, or a password hiding U+2028 or U+0085.
    ["\u200b".repeat(12), "Het nieuwe wachtwoord mag niet alleen uit spaties of onzichtbare tekens bestaan."],
    [
      "een lang\u2028wachtwoord",
      "Het nieuwe wachtwoord mag geen tabs, regeleinden of andere onzichtbare tekens bevatten.",
    ],
    [PASSWORD, "Het nieuwe wachtwoord moet anders zijn dan het huidige."],
  ] as const) {
    await newField.fill(value);
    await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  // The server refuses them too, whatever the form says.
  const padded = await page.request.post("/api/auth/password", {
    data: { currentPassword: PASSWORD, newPassword: "abc" + "\0".repeat(9) },
  });
  expect(padded.status()).toBe(400);
  await newField.fill(NEW_PASSWORD);
  await expect(page.getByText("Sterk.", { exact: false })).toBeVisible();
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill(`${NEW_PASSWORD}!`);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByText("De twee nieuwe wachtwoorden zijn niet gelijk.")).toBeVisible();

  // A wrong current password is named at its field.
  await page.getByLabel("Huidig wachtwoord").fill("niet het goede wachtwoord");
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByText("Het huidige wachtwoord klopt niet.")).toBeVisible();

  await page.getByLabel("Huidig wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByText("Wachtwoord gewijzigd", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Huidig wachtwoord")).toHaveValue("");

  try {
    // This session stays; the other one has ended.
    expect((await (await page.request.get("/api/auth/check")).json()) as unknown).toEqual({
      isAuthenticated: true,
    });
    expect((await (await otherPage.request.get("/api/auth/check")).json()) as unknown).toEqual({
      isAuthenticated: false,
    });
    // The old password no longer logs in; the new one does.
    const fresh = await browser.newContext();
    expect((await fresh.request.post("/api/auth/login", { data: { password: PASSWORD } })).status()).toBe(
      401,
    );
    expect((await fresh.request.post("/api/auth/login", { data: { password: NEW_PASSWORD } })).status()).toBe(
      200,
    );
    await fresh.close();
  } finally {
    // The other tests log in with the start password.
    const back = await page.request.post("/api/auth/password", {
      data: { currentPassword: NEW_PASSWORD, newPassword: PASSWORD },
    });
    expect(back.status()).toBe(200);
    await other.close();
  }
});
