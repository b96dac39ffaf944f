// Issue 47, Mijn keuken, on a phone: what is at home, the reader's own list, what was cooked and
// what the device keeps; all of it on the device only.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import {
  appStarted,
  createRecipeAsAdmin,
  fakeClock,
  searchOverview,
  startWorkerNow,
  toast,
  unique,
} from "./helpers";

const SHOTS = "/tmp/h-keuken";
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

interface Made {
  id: string;
  name: string;
}

async function make(request: APIRequestContext, label: string, ingredients: string[]): Promise<Made> {
  const name = unique(label);
  const id = await createRecipeAsAdmin(request, {
    name,
    chapter: "Diner",
    proteinType: "Kip",
    preparationMethod: "Pan",
    ingredients,
    instructions: "Snijd alles.\nBak het in de pan.",
    prepTime: 20,
    calories: 400,
  });
  return { id, name };
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** The phone's screen around `at`, light and dark; axe checks the dark page. */
async function shoot(page: Page, name: string, at?: Locator) {
  // Below the sticky header, not under it.
  await at?.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollBy(0, -90);
  });
  await page.screenshot({ path: `${SHOTS}/${name}-360-licht.png` });
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  // The colours change with a transition: the picture waits for it.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-360-donker.png` });
  await axeClean(page);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** Types a word in a picker and takes the offered (folded) word. */
async function pick(page: Page, label: string, typed: string, offered: string) {
  await page.getByRole("textbox", { name: label }).fill(typed);
  await page
    .getByRole("list", { name: "Suggesties" })
    .getByRole("button", { name: `+ ${offered}`, exact: true })
    .click();
}

test("Wat heb ik in huis?: three picks put 'Alles in huis' first, and another's missing items go on the list", async ({
  page,
  request,
}) => {
  const all = await make(request, "Knolselderijstoof", [
    "400 g knolselderijen",
    "2 pastinaken",
    "1 bosje dragon",
    "250 ml water",
  ]);
  const other = await make(request, "Knolselderijpasta", [
    "300 g knolselderij",
    "1 pastinaak",
    "1 courgette",
    "100 g feta (verkruimeld)",
  ]);
  await page.goto("/");
  await appStarted(page);
  await page.getByRole("link", { name: "Wat heb ik in huis?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wat heb ik in huis?" })).toBeVisible();
  // Folded like search: 'knolselderijen' in the field offers the collection's 'knolselderij'.
  await pick(page, "Ingrediënt toevoegen", "knolselderijen", "knolselderij");
  await pick(page, "Ingrediënt toevoegen", "pastin", "pastinaak");
  await pick(page, "Ingrediënt toevoegen", "drag", "dragon");
  await expect(page.getByRole("list", { name: "Wat ik heb" }).getByRole("button")).toHaveCount(3);

  const rows = page.getByTestId("in-huis-resultaten").getByRole("listitem");
  await expect(rows.first()).toContainText("Alles in huis");
  await expect(rows.filter({ hasText: all.name })).toContainText("Alles in huis");
  const otherRow = rows.filter({ hasText: other.name });
  await expect(otherRow).toContainText("Je mist nog: courgette, feta");
  await shoot(page, "in-huis");

  await otherRow.getByRole("button", { name: `Ontbrekende op lijst voor ${other.name}` }).click();
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
  await page.goto("/boodschappen");
  await expect(page.getByText("1 courgette", { exact: true })).toBeVisible();
  await expect(page.getByText("100 g feta (verkruimeld)")).toBeVisible();
  // Only what was missing: what is at home stays off the list.
  await expect(page.getByText("300 g knolselderij", { exact: true })).toHaveCount(0);
  await expect(page.getByText("1 pastinaak", { exact: true })).toHaveCount(0);
});

test("Mijn lijst: paprika off the list, and the recipe pages and the overview's facet follow", async ({
  page,
  request,
}) => {
  const red = await make(request, "Paprikaschotel", ["2 rode paprika's", "1 ui", "1 el olijfolie"]);
  const green = await make(request, "Spinazieschotel", ["300 g spinazie", "1 ui"]);
  await page.goto("/mijn-lijst");
  await appStarted(page);
  await expect(page.getByTestId("lijst-uitleg")).toContainText("handelsmerk");
  await expect(page.getByTestId("lijst-uitleg")).toContainText("alleen op dit apparaat");
  await pick(page, "Ingrediënt dat niet op je lijst staat", "paprika", "paprika");
  await expect(page.getByRole("list", { name: "Niet op mijn lijst" })).toContainText("paprika");
  await axeClean(page);

  await page.goto(`/recipe/${red.id}`);
  await expect(page.getByTestId("lijst-past")).toHaveText(/Niet op jouw lijst: paprika/);
  await page.getByRole("button", { name: "Ik heb dit gemaakt" }).waitFor();
  await shoot(page, "recept-past-niet", page.getByTestId("lijst-past"));
  await page.goto(`/recipe/${green.id}`);
  await expect(page.getByTestId("lijst-past")).toContainText("Past bij jouw lijst");

  await page.goto("/");
  await appStarted(page);
  const facet = page.getByRole("button", { name: /Past bij mijn lijst/ });
  await facet.click();
  await expect(facet).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/mijn=lijst/);
  await searchOverview(page, green.name);
  await page.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(red.name);
  await expect(page.getByTestId("results-count")).toHaveText("0 recepten");
});

test("Gekookt: made, scored and noted, under 'Laatst gemaakt' after a reload and offline", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const dish = await make(request, "Gemberkip", ["300 g kipfilet", "1 stuk gember", "1 ui"]);
  await fakeClock(page);
  await page.goto("/");
  await startWorkerNow(page);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);

  // At the end of cook mode's last step.
  await page.goto(`/recipe/${dish.id}/koken`);
  await appStarted(page);
  await page.getByRole("button", { name: /Volgende/ }).click();
  await page.getByRole("button", { name: "Ik heb dit gemaakt" }).click();
  await expect(toast(page, "Genoteerd in je kookboek")).toBeVisible();

  await page.goto(`/recipe/${dish.id}`);
  await appStarted(page);
  const log = page.getByTestId("gekookt");
  await log.getByText("4 van 5").click({ force: true });
  await log.getByLabel("Eigen notitie").fill("minder gember, 25 min was genoeg");
  await log.getByRole("button", { name: "Notitie bewaren" }).click();
  await page.reload();
  await expect(page.getByTestId("eigen-notitie")).toHaveText("minder gember, 25 min was genoeg");
  await expect(log.getByRole("radio", { name: "4 van 5" })).toBeChecked();
  await shoot(page, "gekookt", log);

  await page.goto("/?mijn=gemaakt");
  await appStarted(page);
  await expect(page.getByRole("button", { name: /Laatst gemaakt/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: dish.name }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Mijn favorieten/ })).toContainText("1");

  await context.setOffline(true);
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole("link", { name: dish.name }).first()).toBeVisible();
  await context.setOffline(false);
});

test("Altijd in huis: staples wait under 'Heb je waarschijnlijk al', one tap puts a line back", async ({
  page,
  request,
}) => {
  const dish = await make(request, "Zoutkorst", ["1 hele vis", "1 kg grof zeezout", "2 takjes rozemarijn"]);
  await page.goto("/in-huis");
  await appStarted(page);
  const staples = page.getByRole("region", { name: "Altijd in huis" });
  await pick(page, "Voeg iets toe dat je altijd in huis hebt", "zeezo", "zeezout");
  await expect(staples.getByRole("list", { name: "Altijd in huis" })).toContainText("zeezout");

  await page.goto(`/recipe/${dish.id}`);
  await appStarted(page);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
  await page.goto("/boodschappen");
  const probably = page.getByTestId("waarschijnlijk-al");
  await expect(probably).toContainText("Heb je waarschijnlijk al (1)");
  await expect(page.getByRole("checkbox", { name: /zeezout/ })).toHaveCount(0);
  await probably.locator("summary").click();
  await probably.getByRole("button", { name: /Terugzetten: .*zeezout/ }).click();
  await expect(page.getByRole("checkbox", { name: /zeezout/ })).toBeVisible();
  await expect(probably).toHaveCount(0);
});

test("Mijn keuken: export, remove all (asked twice), import: everything is back; a bad file changes nothing", async ({
  page,
  request,
}) => {
  const dish = await make(request, "Bewaarschotel", ["1 courgette", "1 ui"]);
  await page.goto(`/recipe/${dish.id}`);
  await appStarted(page);
  await page.getByRole("button", { name: "Ik heb dit gemaakt" }).click();
  // Noted once the page says so (its code loads with the tap).
  await expect(toast(page, "Genoteerd in je kookboek")).toBeVisible();
  await page
    .getByRole("button", { name: /Bewaren|Bewaar/ })
    .first()
    .click();
  await page.goto("/mijn-lijst");
  await pick(page, "Ingrediënt dat niet op je lijst staat", "courg", "courgette");

  await page.goto("/mijn-keuken");
  await appStarted(page);
  const kept = page.getByTestId("bewaard-op-apparaat");
  await expect(kept).toContainText("Gekookt1 recept");
  await expect(kept).toContainText("Mijn lijst1 niet op de lijst");
  const before = (await kept.textContent()) ?? "";
  await axeClean(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Alles downloaden" }).click(),
  ]);
  const file = `${SHOTS}/mijn-keuken.json`;
  await download.saveAs(file);

  await page.getByRole("button", { name: "Alles verwijderen", exact: true }).click();
  await page.getByRole("button", { name: "Ja, alles verwijderen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Echt alles?");
  await page.getByRole("button", { name: "Ja, definitief verwijderen" }).click();
  await expect(kept).toContainText("Gekookt0 recepten");
  await expect(kept).toContainText("Mijn lijstNiets gemarkeerd");

  // A file that is not ours: a Dutch error, and nothing changes.
  await page.locator("#import-bestand").setInputFiles({
    name: "iets.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"hallo": "wereld"}'),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "Dit bestand kan niet worden gelezen: het is geen bestand van Mijn keuken. Er is niets veranderd.",
  );
  await expect(kept).toContainText("Gekookt0 recepten");

  await page.locator("#import-bestand").setInputFiles(file);
  await expect(page.getByTestId("import-voorbeeld")).toContainText("Gekookt1 recept");
  await page.getByRole("button", { name: "Samenvoegen" }).click();
  await expect(kept).toHaveText(before);
  await page.goto(`/recipe/${dish.id}`);
  await expect(page.getByTestId("lijst-past")).toContainText("Niet op jouw lijst: courgette");
});
