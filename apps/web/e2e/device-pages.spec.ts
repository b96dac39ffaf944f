// The pages of what a device keeps (the list, Mijn keuken, Samen): the server paints them as a
// fresh device sees them, the app adopts that paint, and a device that keeps something never
// reads a wrong 'empty' while the app starts.
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appRunning, appStarted, holdApp } from "./helpers";

const hydrationErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? null);

/** Keeps `values` in this device's storage (by key), as the stores write them. */
async function keep(page: Page, values: Record<string, unknown>) {
  await page.goto("/boodschappen");
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

test("a fresh device's pages are the server's before the app starts, and the same after", async ({
  page,
}) => {
  const cases: [string, string, string][] = [
    ["/boodschappen", "Boodschappenlijst", "Je boodschappenlijst is leeg"],
    ["/in-huis", "Wat heb ik in huis?", "Nog niets gekozen."],
    ["/mijn-lijst", "Mijn lijst", "Alles staat op je lijst."],
    ["/mijn-keuken", "Mijn keuken", "Niets gemarkeerd"],
    ["/samen", "Samen", "Deel met je huisgenoten"],
  ];
  for (const [url, heading, fresh] of cases) {
    const release = await holdApp(page);
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(fresh, { exact: true })).toBeVisible();
    expect(await appRunning(page)).toBe(false);
    const box = await page.getByRole("heading", { level: 1 }).boundingBox();
    release();
    await appStarted(page);
    await page.waitForLoadState("networkidle");
    expect(await hydrationErrors(page), url).toEqual([]);
    await expect(page.getByText(fresh, { exact: true })).toBeVisible();
    expect(await page.getByRole("heading", { level: 1 }).boundingBox(), url).toEqual(box);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
});

test("a device that keeps a list and its kitchen never shows their empty messages, and shows what it keeps", async ({
  page,
}) => {
  await page.goto("/boodschappen");
  await appStarted(page);
  await page.getByRole("textbox", { name: "Zelf iets toevoegen" }).fill("wc-papier");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("checkbox", { name: "wc-papier" })).toBeVisible();
  await keep(page, {
    "receptenboek:mijn-lijst": { notOnList: ["groep:zuivel", "paprika"], phase: 2 },
    "receptenboek:in-huis": ["tomaat"],
    "receptenboek:altijd-in-huis": ["zout"],
  });

  const cases: [string, string, () => Promise<void>][] = [
    [
      "/boodschappen",
      "Je boodschappenlijst is leeg",
      () => expect(page.getByRole("checkbox", { name: "wc-papier" })).toBeVisible(),
    ],
    [
      "/mijn-lijst",
      "Alles staat op je lijst.",
      async () => {
        await expect(page.getByRole("checkbox", { name: "Geen zuivel" })).toBeChecked();
        await expect(page.getByRole("list", { name: "Niet op mijn lijst" })).toContainText("paprika");
        await expect(page.getByRole("radio", { name: /Fase 2/ })).toBeChecked();
      },
    ],
    [
      "/in-huis",
      "Nog niets gekozen.",
      async () => {
        await expect(page.getByRole("list", { name: "Wat ik heb" })).toContainText("tomaat");
        await expect(page.getByRole("list", { name: "Altijd in huis" })).toContainText("zout");
      },
    ],
    [
      "/mijn-keuken",
      "Niets gemarkeerd",
      () => expect(page.getByTestId("bewaard-op-apparaat")).toContainText("Mijn lijst2 niet op de lijst"),
    ],
  ];
  for (const [url, empty, shows] of cases) {
    const release = await holdApp(page);
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The server's page, with the empty message an empty place of its size.
    expect(await appRunning(page)).toBe(false);
    await expect(page.getByText(empty, { exact: true }), url).toBeHidden();
    release();
    await appStarted(page);
    await shows();
    await expect(page.getByText(empty, { exact: true }), url).toHaveCount(0);
    expect(await hydrationErrors(page), url).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
});

test("taps and typing on a device page before the app starts are carried out when it does", async ({
  page,
}) => {
  // A box of Mijn lijst ticked before the app listens.
  let release = await holdApp(page);
  await page.goto("/mijn-lijst");
  await page.getByText("Geen zuivel", { exact: true }).click();
  await page.getByRole("radio", { name: /Fase 3/ }).click();
  expect(await appRunning(page)).toBe(false);
  release();
  await appStarted(page);
  await expect(page.getByRole("checkbox", { name: "Geen zuivel" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Fase 3/ })).toBeChecked();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("receptenboek:mijn-lijst")))
    .toBe(JSON.stringify({ notOnList: ["groep:zuivel"], phase: 3 }));
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // An item typed before the app starts is there once it does: one tap adds it.
  release = await holdApp(page);
  await page.goto("/boodschappen");
  await page.getByRole("textbox", { name: "Zelf iets toevoegen" }).fill("2 pakken melk");
  release();
  await appStarted(page);
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("checkbox", { name: "2 pakken melk" })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // 'Alles verwijderen' tapped before the app starts asks its question once it does.
  release = await holdApp(page);
  await page.goto("/mijn-keuken");
  await page.getByRole("button", { name: "Alles verwijderen", exact: true }).click();
  release();
  await appStarted(page);
  await expect(page.getByRole("alertdialog")).toContainText("Alles verwijderen?");
});
