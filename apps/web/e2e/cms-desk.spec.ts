import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { appStarted, createRecipe, fakeClock, login, startWorkerNow, toast, unique } from "./helpers";

/** The desk on a desktop and on a phone (emulated as one, 390 px wide). */
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

/** A 1 by 1 pixel PNG: an image the upload takes and re-encodes. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC",
  "base64",
);

/** The first answer of the offline worker's caches that names this id ("cache: url"), or null. */
const keptAnything = (page: Page, id: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (decodeURIComponent(request.url).includes(wanted)) return `${name}: ${request.url}`;
    return null;
  }, id);

const versions = (page: Page) => page.getByTestId("history-version");

async function saveAndReturn(page: Page, title: string) {
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, title)).toBeVisible();
  await expect(page).toHaveURL(/\/cms$/);
}

for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(`the editor's desk on a ${device}`, () => {
    test.use(options);

    test("edit twice, see each save's diff in the history, and restore the first version", async ({
      page,
    }) => {
      const name = unique("Kipsalade");
      await login(page);
      const { id } = await createRecipe(page, name);

      await page.goto(`/cms/edit/${id}`);
      await appStarted(page);
      await page.getByLabel("Receptnaam").fill(`${name} met mango`);
      await saveAndReturn(page, "Recept bijgewerkt");

      await page.goto(`/cms/edit/${id}`);
      await appStarted(page);
      await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("150 g kipfilet");
      await saveAndReturn(page, "Recept bijgewerkt");

      await page.goto(`/cms/edit/${id}`);
      await appStarted(page);
      await page.getByRole("button", { name: "Geschiedenis tonen" }).click();
      await expect(versions(page)).toHaveCount(2);
      // Newest first: the second save changed one ingredient line.
      const second = versions(page).nth(0).locator('[data-field="ingredients"]');
      await expect(second.locator('[data-kind="removed"]')).toHaveText(/120 g kipfilet/);
      await expect(second.locator('[data-kind="added"]')).toHaveText(/150 g kipfilet/);
      await expect(second.locator('[data-kind="same"]').first()).toHaveText(/100 g sla/);
      // The first save renamed the recipe.
      const first = versions(page).nth(1).locator('[data-field="name"]');
      await expect(first.locator('[data-kind="removed"]')).toHaveText(new RegExp(`${name}$`));
      await expect(first.locator('[data-kind="added"]')).toHaveText(new RegExp(`${name} met mango$`));
      await versions(page).nth(1).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`history-${device}.png`), fullPage: false });

      await versions(page).nth(1).getByRole("button", { name: "Deze versie terugzetten" }).click();
      await expect(toast(page, "Versie teruggezet")).toBeVisible();
      await expect(page.getByLabel("Receptnaam")).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "Ingrediënt 1", exact: true })).toHaveValue(
        "120 g kipfilet",
      );
      // The restore is a save of its own: the text it replaced is now the newest version.
      await expect(versions(page)).toHaveCount(3);
      await expect(versions(page).nth(0).locator('[data-field="name"] [data-kind="removed"]')).toHaveText(
        new RegExp(`${name} met mango$`),
      );
      expect(((await (await page.request.get(`/api/recipes/${id}`)).json()) as { name: string }).name).toBe(
        name,
      );
    });

    test("a concept is hidden from a visitor until it is published; the toast leads to it", async ({
      page,
      browser,
    }) => {
      const name = unique("Conceptsoep");
      await fakeClock(page);
      await login(page);
      await page.goto("/cms/new");
      await appStarted(page);
      await page.getByLabel("Receptnaam").fill(name);
      await page.getByLabel("Hoofdstuk").selectOption("Soepen");
      await page.getByLabel("Eiwittype").selectOption("Peulvruchten");
      await page.getByLabel("Bereidingswijze").selectOption("Pan");
      await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("200 g linzen");
      await page.locator("#recipe-instructions").fill("Kook de linzen gaar.");
      await page.getByRole("button", { name: "Opslaan als concept" }).click();
      const saved = toast(page, "Recept toegevoegd");
      await expect(saved).toContainText(`${name} is succesvol toegevoegd.`);
      await saved.getByRole("button", { name: "Bekijk op de site" }).click();
      await expect(page).toHaveURL(/\/recipe\/[^/]+$/);
      const id = page.url().split("/").pop() ?? "";
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByTestId("concept-notice")).toContainText("Concept");

      const visitor = await browser.newContext(options);
      const guest = await visitor.newPage();
      await guest.goto(`/recipe/${id}`);
      await expect(guest.getByText("Recept niet gevonden")).toBeVisible();
      await guest.goto("/");
      await appStarted(guest);
      await guest.getByPlaceholder("Zoek op receptnaam of ingrediënt...").fill(name);
      await expect(guest.getByText("Geen recepten gevonden")).toBeVisible();

      await page.goto("/cms");
      await appStarted(page);
      // Newest first: the concept leads the list, marked.
      const card = page.getByTestId("cms-recipe-card").first();
      await expect(card).toContainText(name);
      await expect(card.getByTestId("concept-mark")).toHaveText("Concept");
      await page.getByRole("checkbox", { name: "Alleen concepten" }).check();
      await expect(page.getByTestId("cms-recipe-card").filter({ hasText: name })).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`list-${device}.png`) });
      await card.getByRole("link", { name: "Bewerken" }).click();
      // The visitor's view, opened inside the app under the offline worker: it keeps no concept.
      await startWorkerNow(page);
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
        .toBe(true);
      await page.getByRole("link", { name: /Bekijk als bezoeker/ }).click();
      await expect(page.getByTestId("concept-notice")).toBeVisible();
      expect(await keptAnything(page, id)).toBeNull();
      await page.goBack();
      await page.getByRole("button", { name: "Publiceren" }).click();
      await expect(toast(page, "Recept bijgewerkt")).toBeVisible();

      await guest.goto(`/recipe/${id}`);
      await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(guest.getByTestId("concept-notice")).toHaveCount(0);
      await visitor.close();
    });

    test("a hero upload is saved at once and shows on the home page, with no second button", async ({
      page,
    }) => {
      await login(page);
      await page.goto("/cms/settings");
      await appStarted(page);
      await expect(page.getByTestId("current-hero")).toHaveText("Geen afbeelding ingesteld");
      const saves: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET" && /settings\.update|\/api\/settings/.test(request.url()))
          saves.push(request.url());
      });
      try {
        await page.getByRole("button", { name: "Upload", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: "Afbeelding uploaden" });
        await dialog
          .locator("input[type=file]:not([webkitdirectory])")
          .first()
          .setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: PIXEL_PNG });
        await dialog.getByRole("button", { name: /^Upload 1 bestand/ }).click();
        await expect(toast(page, "Instellingen opgeslagen")).toContainText(
          "De hero afbeelding is succesvol bijgewerkt.",
        );
        const current = page.getByTestId("current-hero");
        await expect(current).toHaveText(/^\/objects\/recipe-images\/[A-Za-z0-9_-]+$/);
        const path = (await current.textContent()) ?? "";
        // Saved by the upload itself: the 'Opslaan' button was never pressed and stays disabled.
        expect(saves).toHaveLength(1);
        await expect(page.getByRole("button", { name: "Opslaan", exact: true })).toBeDisabled();

        await page.goto("/");
        await expect(
          page.getByRole("img", { name: "Tafel met verse groenten, kruiden en een salade" }),
        ).toHaveAttribute("src", new RegExp(`^${path}`));
      } finally {
        // The bundled default back for the specs that run after this one.
        await page.request.put("/api/settings", { data: { heroImageUrl: null } });
      }
    });
  });
}
