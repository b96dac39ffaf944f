// Issue 42, item 10: the small ones, each named after what it checks.
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import type { Recipe } from "@repo/domain";

import { appStarted, createRecipe, login, toast, unique } from "./helpers";

const SHOTS = "/tmp/h-spec-small";
const PHONES = [360, 390] as const;
/** A toast stays 5 s by itself; one gone within this went with the page. */
const CLOSED_BY_NAVIGATION_MS = 1500;
const phone = (width: number) => ({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

async function anyRecipe(page: Page, match: (r: Recipe) => boolean = () => true): Promise<Recipe> {
  const recipes = (await (await page.request.get("/api/recipes")).json()) as Recipe[];
  const found = recipes.find(match);
  if (!found) throw new Error("no such recipe in the collection");
  return found;
}

test("item 10: 'Op boodschappenlijst' stores the list before the toast says so", async ({ page }) => {
  // What localStorage holds at the very moment the toast enters the page.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { seenAtToast: typeof seen }).seenAtToast = seen;
    new MutationObserver(() => {
      if (seen.length === 0 && document.querySelector("li[data-variant]"))
        seen.push(localStorage.getItem("receptenboek:boodschappen"));
    }).observe(document, { childList: true, subtree: true });
  });
  const recipe = await anyRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await appStarted(page);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seenAtToast: (string | null)[] }).seenAtToast,
  );
  expect(seen).toHaveLength(1);
  expect(seen[0]).toContain(recipe.id);
  await expect(toast(page, "Op je boodschappenlijst").getByTestId("toast-hint")).toHaveCount(0);
});

test("item 10: when the device will not store the list, the toast says it goes with the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, "setItem")?.value as (
      this: Storage,
      key: string,
      value: string,
    ) => void;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key === "receptenboek:boodschappen") throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    };
  });
  const recipe = await anyRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await appStarted(page);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  await expect(toast(page, "Op je boodschappenlijst").getByTestId("toast-hint")).toHaveText(
    "Let op: dit apparaat kon de lijst niet bewaren. Hij verdwijnt als je de pagina sluit.",
  );
});

test("item 10: a toast closes on navigation; a failure toast never outlives the next success", async ({
  page,
}) => {
  const recipe = await anyRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await appStarted(page);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
  await page.getByRole("link", { name: "Terug naar overzicht" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Well before the 5 s a toast would otherwise stay: it went with the page it belonged to.
  await expect(page.locator("li[data-variant]")).toHaveCount(0, { timeout: CLOSED_BY_NAVIGATION_MS });

  await login(page);
  await page.getByRole("link", { name: "Nieuw recept", exact: true }).click();
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Validatiefout")).toBeVisible();
  const name = unique("Na een fout");
  await page.getByLabel("Receptnaam").fill(name);
  await page.getByLabel("Hoofdstuk").selectOption("Lunch");
  await page.getByLabel("Eiwittype").selectOption("Kip");
  await page.getByLabel("Bereidingswijze").selectOption("Koud");
  await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("100 g kipfilet");
  await page.locator("#recipe-instructions").fill("Snijd de kip.");
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  // One toast: the success, the failure gone.
  await expect(page.locator("li[data-variant]")).toHaveCount(1);
  await expect(toast(page, "Recept toegevoegd")).toContainText(`${name} is succesvol toegevoegd.`);
  await expect(toast(page, "Validatiefout")).toHaveCount(0);
  // The save's toast goes along to the overview it leads to, and no further.
  await expect(page).toHaveURL(/\/cms$/);
  await expect(toast(page, "Recept toegevoegd")).toBeVisible();
  await page.getByRole("link", { name: "Prullenbak" }).click();
  await expect(page).toHaveURL(/\/cms\/prullenbak$/);
  await expect(page.locator("li[data-variant]")).toHaveCount(0, { timeout: CLOSED_BY_NAVIGATION_MS });
});

test("item 10: screen readers hear 'Meldingen (F8)' on the toast region and 'Melding' before a toast", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const live of document.querySelectorAll('[role="status"][aria-live]')) {
        const text = live.textContent ?? "";
        if (text && !heard.includes(text)) heard.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const recipe = await anyRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await appStarted(page);
  await page.getByRole("button", { name: "Op boodschappenlijst" }).click();
  await expect(toast(page, "Op je boodschappenlijst")).toBeVisible();
  await expect(page.getByRole("region", { name: "Meldingen (F8)" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard.join("|")))
    .toMatch(/^Melding Op je boodschappenlijst/);
  expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard.join("|"))).not.toContain(
    "Notification",
  );
});

test("item 10: the CMS draws its icons as the site's SVG icons, no emoji", async ({ page }) => {
  await login(page);
  for (const name of ["Nieuw recept", "Importeren", "Instellingen", "Prullenbak", "Snelheid"]) {
    const link = page.getByRole("link", { name, exact: true });
    await expect(link.locator("svg")).toHaveCount(1);
    await expect(link).toHaveText(name);
  }
  const recipe = await createRecipe(page, unique("Icoontjes"));
  await page.reload();
  await page.getByPlaceholder("Zoek recepten op naam of categorie...").fill(recipe.name);
  const card = page.getByTestId("cms-recipe-card").filter({ hasText: recipe.name });
  await expect(card.getByText("10 min", { exact: true })).toBeVisible();
  expect(await card.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
});

test("item 10: print keeps the tips, 'Geen airfryer? ...' included, and the QR code keeps ?porties=", async ({
  page,
}) => {
  const recipe = await anyRecipe(page, (r) => r.tips?.startsWith("Geen airfryer?") ?? false);
  await page.goto(`/recipe/${recipe.id}?porties=3`);
  await appStarted(page);
  await page.emulateMedia({ media: "print" });
  const tips = page.getByRole("region", { name: "Tips", exact: true });
  await expect(tips).toBeVisible();
  await expect(tips).toContainText("Geen airfryer?");
  await expect(page.getByRole("img", { name: "QR-code naar dit recept" })).toBeVisible();
  await expect(page.locator("footer[data-print=only]")).toContainText(`/recipe/${recipe.id}?porties=3`);
  await page.screenshot({ path: `${SHOTS}/print.png`, fullPage: true });
});

test("item 10: cook mode names the arrow keys where there is a keyboard", async ({ page }) => {
  const recipe = await anyRecipe(page);
  await page.goto(`/recipe/${recipe.id}/koken`);
  await appStarted(page);
  await expect(page.getByText("Gebruik de pijltjestoetsen om te bladeren.", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cook-hint-touch")).toBeHidden();
});

test("item 10: the skip link lands on the recipes, not the hero", async ({ page }) => {
  await page.goto("/");
  await appStarted(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Naar de inhoud" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#recepten$/);
  // The next Tab is the recipes' search field, and the hero has scrolled away.
  await page.keyboard.press("Tab");
  await expect(page.getByPlaceholder("Zoek op receptnaam of ingrediënt...")).toBeFocused();
  const top = await page.locator("#recepten").evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
});

for (const width of PHONES) {
  test.describe(`phone ${width} px`, () => {
    test.use(phone(width));

    test(`item 10: cook mode gives a touch hint, not the arrow keys (${width} px)`, async ({ page }) => {
      const recipe = await anyRecipe(page);
      await page.goto(`/recipe/${recipe.id}/koken`);
      await appStarted(page);
      await expect(
        page.getByText("Veeg naar links of rechts, of tik op 'Volgende stap', om te bladeren.", {
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByText(/pijltjestoetsen/)).toBeHidden();
    });

    test(`item 10: 'Toon N recepten' in the drawer goes to the results (${width} px)`, async ({ page }) => {
      await page.goto("/");
      await appStarted(page);
      await page.getByRole("button", { name: /^Filters( \(actief\))?$/ }).tap();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await drawer.getByRole("checkbox", { name: /^Vis\b/ }).check();
      await drawer.getByRole("button", { name: /^Toon \d+ recepten?$/ }).tap();
      await expect(drawer).toBeHidden();
      const results = page.locator("#resultaten-titel");
      await expect
        .poll(() => results.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(200);
      expect(await results.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      await expect(page.getByTestId("recipe-card").first()).toBeInViewport();
    });

    for (const scheme of ["light", "dark"] as const) {
      test(`item 10: a recipe's name and key facts come first, the controls in one row (${width} px, ${scheme})`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const recipe = await anyRecipe(page, (r) => r.imageUrl !== null || true);
        await page.goto(`/recipe/${recipe.id}`);
        await appStarted(page);
        const name = page.getByRole("heading", { level: 1, name: recipe.name });
        await expect(name).toBeInViewport({ ratio: 1 });
        await expect(page.getByText("Bereidingstijd", { exact: true })).toBeInViewport({ ratio: 1 });
        const nameBox = await name.boundingBox();
        const row = page.getByTestId("recipe-actions");
        const rowBox = await row.boundingBox();
        expect(nameBox && rowBox && nameBox.y < rowBox.y).toBe(true);
        // One row: every control at the same height, the row no taller than one control.
        const controls = row.locator("a, button");
        const tops = await controls.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().top)),
        );
        expect(tops.length).toBeGreaterThanOrEqual(5);
        expect(new Set(tops).size).toBe(1);
        expect(rowBox?.height ?? 0).toBeLessThan(70);
        // Every control in view at once: the row needs no sideways scrolling.
        expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        for (const control of await controls.all()) await expect(control).toBeInViewport({ ratio: 1 });
        await expect(row.getByRole("link", { name: "Terug naar overzicht" })).toBeVisible();
        await expect(row.getByRole("button", { name: "Op boodschappenlijst" })).toBeVisible();
        await expect(row.getByRole("button", { name: "Afdrukken" })).toBeVisible();
        await expect(row.getByRole("link", { name: "Kookmodus" })).toBeInViewport();
        await page.screenshot({ path: `${SHOTS}/recipe-${width}-${scheme}.png` });
      });
    }
  });
}
