import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { appStarted, createRecipe, fakeClock, kept, login, startWorkerNow, toast, unique } from "./helpers";

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

/** Where the screenshots of the list go, to be looked at; none are taken without it. */
const SHOTS = process.env.SHOT_DIR;

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

async function addFromRecipePage(page: Page, id: string, porties: number) {
  await page.goto(`/recipe/${id}?porties=${porties}`);
  await appStarted(page);
  await expect(page.getByRole("group", { name: "Aantal personen" })).toContainText(`${porties} personen`);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
}

test("two recipes sharing an ingredient make one merged line per aisle, ticked across a reload and offline", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  // Two recipes of our own, so the merged amounts are known to the gram.
  const admin = await browser.newPage();
  await login(admin);
  const tandoori = await createRecipe(admin, unique("Kip tandoori"), {
    servings: 2,
    ingredients: [
      "300 g kipfilet",
      "1 rode ui",
      "2 el olijfolie",
      "peper en zout naar smaak",
      "200 ml water",
    ],
  });
  const salade = await createRecipe(admin, unique("Kipsalade"), {
    servings: 1,
    ingredients: ["200 g kipfilets (in reepjes)", "½ rode ui", "1 tl olijfolie", "peper en zout naar smaak"],
  });
  await admin.close();

  await fakeClock(page);
  await addFromRecipePage(page, tandoori.id, 4);
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
  await addFromRecipePage(page, salade.id, 3);
  // Kipfilet, rode ui, olijfolie, peper and zout: 'peper en zout' is two things to buy.
  await expect(page.getByTestId("shopping-count")).toHaveText("5");

  // Once more: the list asks whether to add the portions again or replace them.
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  const question = page.getByRole("alertdialog", { name: "Staat al op je lijst" });
  await expect(question).toContainText("voor 3 personen");
  await question.getByRole("button", { name: "Vervangen" }).click();
  await expect(question).toHaveCount(0);

  await page.getByRole("link", { name: "Boodschappen" }).click();
  await expect(page).toHaveURL(/\/boodschappen$/);
  await expect(page.getByRole("heading", { level: 1, name: "Boodschappenlijst" })).toBeVisible();
  // 4 people of a recipe for 2 (600 g) and 3 of a recipe for 1 (600 g): one line, in kilos.
  const meat = page.getByRole("region", { name: "Vlees, vis en vega" });
  const chicken = meat.getByRole("checkbox", { name: /^1,2\skg kipfilet/ });
  await expect(chicken).toBeVisible();
  await expect(meat).toContainText(
    `Voor: ${tandoori.name} (600\u00a0g), ${salade.name} (600\u00a0g, in reepjes)`,
  );
  const veg = page.getByRole("region", { name: "Groente en fruit" });
  // 2 + 1½ onions: a shop sells whole ones. 4 el + 3 tl (written as 1 el for 3) is 5 el.
  await expect(veg.getByRole("checkbox", { name: /^4 rode uien/ })).toBeVisible();
  await expect(veg).toContainText(`Voor: ${tandoori.name} (2), ${salade.name} (1½)`);
  await expect(page.getByRole("checkbox", { name: /^5\sel olijfolie/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^peper naar smaak/ })).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name: /^zout naar smaak/ })).toHaveCount(1);
  await expect(page.getByText(/water/)).toHaveCount(0);
  await noSidewaysScroll(page);

  await chicken.click();
  const ticked = page.getByRole("region", { name: "Afgevinkt (1)" });
  await expect(ticked.getByRole("checkbox", { name: /kipfilet/ })).toBeChecked();
  await expect(page.getByTestId("shopping-count")).toHaveText("4");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /kipfilet/ })).toBeChecked();

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Kopieer als tekst" }).click();
  await expect(toast(page, "Gekopieerd")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      "Boodschappenlijst",
      "",
      "Groente en fruit",
      "- 4 rode uien",
      "",
      "Kruiden en specerijen",
      "- peper naar smaak",
      "- zout naar smaak",
      "",
      "Olie, azijn en sauzen",
      "- 5 el olijfolie",
    ].join("\n"),
  );

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );

  // The worker installs a while after the app starts, and keeps the list's page from then on.
  await startWorkerNow(page);
  await expect.poll(() => kept(page, "/boodschappen"), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Boodschappenlijst" })).toBeVisible();
  await appStarted(page);
  const onion = page.getByRole("checkbox", { name: /rode uien/ });
  await onion.click();
  await expect(onion).toBeChecked();
  await expect(page.getByRole("heading", { name: "Afgevinkt (2)" })).toBeVisible();
  await noSidewaysScroll(page);

  if (SHOTS) {
    await context.setOffline(false);
    await page.getByRole("checkbox", { name: /rode uien/ }).click();
    await page.screenshot({ path: `${SHOTS}/boodschappen-360-licht.png`, fullPage: true });
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await page.screenshot({ path: `${SHOTS}/boodschappen-360-donker.png`, fullPage: true });
    await page.getByRole("button", { name: "Donkere modus" }).click();
    await page.emulateMedia({ media: "print" });
    await page.pdf({ path: `${SHOTS}/boodschappen-print.pdf`, format: "A4" }).catch(() => undefined);
    await page.screenshot({ path: `${SHOTS}/boodschappen-print.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });
  }

  // Emptying the list can be undone from its toast.
  await page.getByRole("button", { name: "Lijst leegmaken" }).click();
  await expect(page.getByText("Je boodschappenlijst is leeg", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Ongedaan maken" }).click();
  await expect(page.getByRole("checkbox", { name: /kipfilet/ })).toBeChecked();
});

test("a stored list this version cannot read is discarded with a notice, and own items land in their aisle", async ({
  page,
}) => {
  await page.goto("/boodschappen");
  // The first visit's app reads the list as it starts: the damaged value is for the next visit.
  await appStarted(page);
  await page.evaluate(() => localStorage.setItem("receptenboek:boodschappen", "{kapot"));
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole("status")).toContainText("Boodschappenlijst hersteld");
  await expect(page.getByText("Je boodschappenlijst is leeg", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("receptenboek:boodschappen"))).toBeNull();

  const field = page.getByLabel("Zelf iets toevoegen");
  await field.fill("2 pakken melk");
  await field.press("Enter");
  await field.fill("wc-papier");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  const dairy = page.getByRole("region", { name: "Zuivel en eieren" });
  await expect(dairy.getByRole("checkbox", { name: "2 pakken melk" })).toBeVisible();
  const other = page.getByRole("region", { name: "Overig" });
  await expect(other.getByRole("checkbox", { name: "wc-papier" })).toBeVisible();
  await page.getByRole("button", { name: "wc-papier van de lijst halen" }).click();
  await expect(page.getByRole("checkbox", { name: "wc-papier" })).toHaveCount(0);
  await noSidewaysScroll(page);
});
