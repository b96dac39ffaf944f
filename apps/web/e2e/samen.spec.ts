import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

import { appStarted, createRecipeAsAdmin, toast, unique } from "./helpers";

/** Where the screenshots of the Samen page go, to be looked at; none are taken without it. */
const SHOTS = process.env.SHOT_DIR;
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: "nl-NL" };

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

/** The sync is live on the page: its stream is open and what it had is sent. */
const live = (page: Page) =>
  expect(page.locator("html[data-samen=online]")).toHaveCount(1, { timeout: 15_000 });

async function addToList(page: Page, id: string) {
  await page.goto(`/recipe/${id}?porties=2`);
  await appStarted(page);
  await live(page);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  // The tap loads what adds; the toast comes once the list is stored, so a page left sooner has
  // nothing to lose.
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
}

/** Every line of the list with whether it is ticked, in the order shown. */
const lines = (page: Page) =>
  page
    .getByRole("checkbox")
    .evaluateAll((boxes) =>
      boxes.map(
        (box) => `${(box as HTMLInputElement).checked ? "x" : " "} ${box.closest("label")?.textContent}`,
      ),
    );

const recipe = (request: APIRequestContext, name: string, ingredients: string[]) =>
  createRecipeAsAdmin(request, {
    name: unique(name),
    chapter: "Diner",
    proteinType: "Vegetarisch",
    preparationMethod: "Pan",
    ingredients,
    instructions: "Snijd alles.\nBak het gaar.",
    prepTime: 20,
    calories: 400,
  });

/** A shares from the Samen page; the link it shows. */
async function shareFrom(a: Page): Promise<string> {
  await a.goto("/samen");
  await appStarted(a);
  await a.getByRole("button", { name: "Deel met je huisgenoten" }).click();
  const link = a.getByTestId("samen-link");
  await expect(link).toHaveValue(/\/samen#[\w-]{24}\.[\w-]{43}$/);
  return link.inputValue();
}

/** B opens the link, joins, and waits on its live shopping list. */
async function joinOn(b: Page, url: string) {
  await b.goto(url);
  await appStarted(b);
  await expect(b.getByText("Je doet mee.", { exact: false }).first()).toBeVisible();
  await expect(b.getByTestId("samen-link")).toHaveValue(url);
  await b.goto(new URL("/boodschappen", url).href);
  await appStarted(b);
  await live(b);
  await expect(b.getByTestId("samen-mark")).toBeVisible();
}

test("two phones share the list by a link: a change shows within 2 s, and offline ticks merge", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const soup = await recipe(request, "Preisoep", [
    "2 preien",
    "1 ui",
    "500 ml bouillon",
    "200 g aardappelen",
  ]);
  const curry = await recipe(request, "Bloemkoolcurry", ["1 bloemkool", "400 ml kokosmelk"]);

  const a = await phone(browser);
  const b = await phone(browser);
  const url = await shareFrom(a);
  await expect(a.getByRole("img", { name: "QR-code met de link om mee te doen" })).toBeVisible();
  // The key is in the fragment only: no request of the page carries it.
  expect(new URL(url).search).toBe("");

  if (SHOTS) {
    await a.screenshot({ path: `${SHOTS}/samen-360-licht.png`, fullPage: true });
    await a.getByRole("button", { name: "Donkere modus" }).click();
    await a.screenshot({ path: `${SHOTS}/samen-360-donker.png`, fullPage: true });
    await a.getByRole("button", { name: "Donkere modus" }).click();
  }

  await joinOn(b, url);

  await addToList(a, soup);
  // Within 2 seconds, without a reload.
  await expect(b.getByRole("checkbox", { name: /preien/ })).toBeVisible({ timeout: 2_000 });
  await expect(b.getByRole("checkbox")).toHaveCount(4);
  await expect(b.getByText(/Laatst bijgewerkt vandaag om \d\d:\d\d/)).toBeVisible();

  // B goes offline and ticks three; A adds two more lines; B comes back.
  await b.context().setOffline(true);
  for (const name of [/preien/, /uien/, /bouillon/]) await b.getByRole("checkbox", { name }).click();
  await expect(b.getByRole("heading", { name: "Afgevinkt (3)" })).toBeVisible();
  await addToList(a, curry);
  await a.goto("/boodschappen");
  await appStarted(a);
  await expect(a.getByRole("checkbox")).toHaveCount(6);
  await b.context().setOffline(false);

  await expect(a.getByRole("heading", { name: "Afgevinkt (3)" })).toBeVisible({ timeout: 10_000 });
  await expect(b.getByRole("checkbox")).toHaveCount(6, { timeout: 10_000 });
  await expect.poll(() => lines(b)).toEqual(await lines(a));
  expect((await lines(a)).filter((line) => line.startsWith("x"))).toHaveLength(3);
  if (SHOTS) await b.screenshot({ path: `${SHOTS}/samen-lijst-360-licht.png`, fullPage: true });

  // 'Nieuwe link' on A: A carries on under a new link, and the old one stops working for B.
  await a.goto("/samen");
  await appStarted(a);
  await a.getByRole("button", { name: "Nieuwe link" }).click();
  await expect(a.getByTestId("samen-link")).not.toHaveValue(url);
  await expect(a.getByTestId("samen-link")).toHaveValue(/\/samen#[\w-]{24}\.[\w-]{43}$/);
  await b.goto("/samen");
  await appStarted(b);
  await expect(b.getByRole("alert")).toContainText("Deze link werkt niet meer");
  // 'Stoppen met delen' keeps B's copy of the list.
  await b.getByRole("button", { name: "Stoppen met delen" }).click();
  await expect(b.getByRole("button", { name: "Deel met je huisgenoten" })).toBeVisible();
  await b.goto("/boodschappen");
  await appStarted(b);
  await expect(b.getByRole("checkbox")).toHaveCount(6);
  await expect(b.getByTestId("samen-mark")).toHaveCount(0);
  await expect(b.getByRole("link", { name: "Deel met je huisgenoten" })).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test.describe("on two server instances", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "Instances share a database on PostgreSQL only");

  test("a change on one instance reaches a phone on the other within 2 s", async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A second instance of the server on the same PostgreSQL database, on a port of its own.
    const port = Number(new URL(baseURL ?? "").port) + 500;
    const other = spawn("node", ["../server/dist/server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "receptenboek-e2e-second-")),
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
      const soup = await recipe(request, "Linzensoep", ["250 g linzen", "1 wortel", "1 ui"]);
      const a = await phone(browser);
      const b = await phone(browser);
      const url = await shareFrom(a);
      const elsewhere = new URL(url);
      elsewhere.port = String(port);
      await joinOn(b, elsewhere.href);

      await addToList(a, soup);
      await expect(b.getByRole("checkbox", { name: /linzen/ })).toBeVisible({ timeout: 2_000 });
      await expect(b.getByRole("checkbox")).toHaveCount(3);
      await a.context().close();
      await b.context().close();
    } finally {
      other.kill();
    }
  });
});
