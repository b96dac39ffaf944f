import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { createRecipe, login, toast, unique } from "./helpers";

const row = (page: Page, n: number) => page.getByRole("textbox", { name: `Ingrediënt ${n}`, exact: true });
const rows = (page: Page) => page.getByRole("textbox", { name: /^Ingrediënt \d+$/ });

/** A 1 by 1 pixel PNG: enough for the dashboard to list a file. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC",
  "base64",
);

test("Enter in an ingredient row adds the next row, and pasted lines become rows", async ({
  page,
  context,
}) => {
  const name = unique("Omelet met tijm");
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /recipes\.create|\/api\/recipes/.test(request.url())) {
      saves.push(request.url());
    }
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page);
  await page.goto("/cms/new");
  // A complete form, so an Enter that submitted it would save the recipe.
  await page.getByLabel("Receptnaam").fill(name);
  await page.getByLabel("Hoofdstuk").selectOption("Ontbijt");
  await page.getByLabel("Eiwittype").selectOption("Ei");
  await page.getByLabel("Bereidingswijze").selectOption("Pan");
  await page.locator("#recipe-instructions").fill("Klop de eieren los.\nBak de omelet.");

  await row(page, 1).fill("2 eieren");
  await row(page, 1).press("Enter");
  await expect(row(page, 2)).toBeFocused();
  await expect(row(page, 2)).toHaveValue("");
  await page.keyboard.type("½ rode ui");
  await page.keyboard.press("Enter");
  await expect(row(page, 3)).toBeFocused();
  await expect(rows(page)).toHaveCount(3);

  await page.evaluate(() =>
    navigator.clipboard.writeText("1 teentje knoflook\n2 takjes tijm\npeper en zout naar smaak\n"),
  );
  await page.keyboard.press("ControlOrMeta+V");
  await expect(rows(page)).toHaveCount(5);
  await expect(row(page, 3)).toHaveValue("1 teentje knoflook");
  await expect(row(page, 4)).toHaveValue("2 takjes tijm");
  await expect(row(page, 5)).toHaveValue("peper en zout naar smaak");
  await expect(row(page, 5)).toBeFocused();

  // Nothing was sent and no validation ran: the form is still open and untouched by a submit.
  expect(saves).toEqual([]);
  await expect(page).toHaveURL(/\/cms\/new$/);
  await expect(page.locator("li[data-variant]")).toHaveCount(0);

  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Recept toegevoegd")).toBeVisible();
  const list = (await (await page.request.get("/api/recipes")).json()) as {
    name: string;
    ingredients: string[];
  }[];
  expect(list.find((recipe) => recipe.name === name)?.ingredients).toEqual([
    "2 eieren",
    "½ rode ui",
    "1 teentje knoflook",
    "2 takjes tijm",
    "peper en zout naar smaak",
  ]);
});

test("the upload dialog speaks Dutch in the site's colours", async ({ page }, testInfo) => {
  await login(page);
  await page.goto("/cms/new");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Afbeelding uploaden" });
  await expect(dialog.getByText("Sleep bestanden hier heen of")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "blader naar bestanden" })).toBeVisible();
  await expect(dialog.getByText("Eén afbeelding, maximaal 10 MB")).toBeVisible();
  await expect(dialog.getByText(/Drop files here|browse files/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("upload-dialog-empty.png") });

  await dialog
    .locator("input[type=file]:not([webkitdirectory])")
    .first()
    .setInputFiles({ name: "omelet.png", mimeType: "image/png", buffer: PIXEL_PNG });
  const start = dialog.getByRole("button", { name: "Upload 1 bestand" });
  await expect(start).toBeVisible();
  await expect(dialog.getByText("1 bestand geselecteerd")).toBeVisible();
  // The site's primary green (#2f5d3a), not Uppy's own green (#1bb240).
  await expect(start).toHaveCSS("background-color", "rgb(47, 93, 58)");
  await expect(start).toHaveCSS("color", "rgb(255, 255, 255)");
  await page.screenshot({ path: testInfo.outputPath("upload-dialog.png") });
});

test("the CMS list marks recipes without a photo and can show only those", async ({ page }, testInfo) => {
  const prefix = unique("Fotofilter");
  await login(page);
  await createRecipe(page, `${prefix} met foto`, { imageUrl: "/hero-800.webp" });
  await createRecipe(page, `${prefix} zonder foto`);
  await page.reload();
  const cards = page.getByTestId("cms-recipe-card");
  await expect(cards.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cms-list.png") });

  await page.getByPlaceholder("Zoek recepten op naam of categorie...").fill(prefix);
  await expect(cards).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath("cms-list-search.png") });
  await expect(
    cards.filter({ hasText: "zonder foto" }).getByText("Geen foto", { exact: true }),
  ).toBeVisible();
  await expect(cards.filter({ hasText: "met foto" }).getByText("Geen foto", { exact: true })).toHaveCount(0);

  const onlyWithout = page.getByRole("checkbox", { name: "Alleen zonder foto" });
  await onlyWithout.check();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`${prefix} zonder foto`);
  await expect(page.getByTestId("cms-count")).toHaveText("1 recept gevonden");
  await onlyWithout.uncheck();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("cms-count")).toHaveText("2 recepten gevonden");
});

test("settings say no hero image is set and preview the bundled one", async ({ page }) => {
  await login(page);
  await page.getByRole("link", { name: "Instellingen" }).click();
  await expect(page.getByRole("heading", { name: "Hero-afbeelding" })).toBeVisible();
  await expect(page.getByTestId("current-hero")).toHaveText("Geen afbeelding ingesteld");
  const preview = page.getByRole("img", { name: "Voorbeeld van de hero-afbeelding" });
  await expect(preview).toHaveAttribute("src", "/hero.webp");
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Standaardafbeelding")).toHaveCount(0);
});

test("an image URL on the site's own address is taken over http, and a foreign http URL is not", async ({
  page,
  baseURL,
}) => {
  const path = `/hero-800.webp?eigen=${Date.now()}`;
  await login(page);
  await page.goto("/cms/settings");
  const field = page.getByLabel("URL van de nieuwe hero-afbeelding");
  const save = page.getByRole("button", { name: "Opslaan" });
  await field.fill("http://images.example/hero.webp");
  await save.click();
  await expect(page.getByText("Vul een geldige URL in (https://...)")).toBeVisible();
  await expect(page.getByTestId("current-hero")).toHaveText("Geen afbeelding ingesteld");

  await field.fill(`${baseURL}${path}`);
  await expect(page.getByRole("img", { name: "Voorbeeld van de hero-afbeelding" }).last()).toHaveAttribute(
    "src",
    path,
  );
  await save.click();
  try {
    await expect(toast(page, "Instellingen opgeslagen")).toBeVisible();
    await expect(page.getByTestId("current-hero")).toHaveText(path);
  } finally {
    await page.request.put("/api/settings", { data: { heroImageUrl: null } });
  }
});

test("the form previews the composed picture while no image URL is set", async ({ page }) => {
  const name = unique("Omelet met spinazie");
  await login(page);
  await page.goto("/cms/new");
  const composed = page.getByRole("img", { name: /^Illustratie van / });
  await page.getByLabel("Receptnaam").fill(name);
  await expect(composed).toHaveCount(0);
  await page.getByLabel("Hoofdstuk").selectOption("Ontbijt");
  await page.getByLabel("Eiwittype").selectOption("Ei");
  await page.getByLabel("Bereidingswijze").selectOption("Pan");
  await row(page, 1).fill("2 eieren");
  await row(page, 1).press("Enter");
  await page.keyboard.type("100 g spinazie");

  await expect(composed).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(composed).toHaveAttribute(
    "alt",
    new RegExp(`^Illustratie van ${name}: omelet met spinazie in een koekenpan$`),
  );
  await expect(page.getByText("Zonder foto krijgt het recept deze samengestelde afbeelding.")).toBeVisible();
  await expect.poll(() => composed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const alt = await composed.getAttribute("alt");

  // A photo URL takes the preview's place; emptied again, the composed picture is back.
  await page.getByLabel("Afbeelding").fill("/hero-800.webp");
  await expect(composed).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Voorbeeld van de afbeelding" })).toBeVisible();
  await page.getByLabel("Afbeelding").fill("");
  await expect(composed).toHaveAttribute("alt", alt ?? "");

  await page.locator("#recipe-instructions").fill("Klop de eieren los.\nBak met de spinazie.");
  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Recept toegevoegd")).toBeVisible();
  const list = (await (await page.request.get("/api/recipes")).json()) as { id: string; name: string }[];
  const saved = list.find((recipe) => recipe.name === name);
  expect(saved).toBeDefined();
  // The saved recipe's own page shows the picture the form previewed.
  await page.goto(`/recipe/${saved?.id ?? ""}`);
  await expect(page.getByRole("img", { name: alt ?? "" }).first()).toBeVisible();
});
