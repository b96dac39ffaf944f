import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";

import { login, searchOverview, toast, unique } from "./helpers";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real RGB PNG: a green gradient of the given size. */
function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([40 + x, 120 + (y % 100), 60], row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("uploads a PNG through the Uppy dialog and shows it on the recipe page", async ({ page }) => {
  const name = unique("Met foto");
  await login(page);
  await page.goto("/cms/new");
  await page.getByLabel("Receptnaam").fill(name);
  await page.getByLabel("Hoofdstuk").selectOption("Lunch");
  await page.getByLabel("Eiwittype").selectOption("Ei");
  await page.getByLabel("Bereidingswijze").selectOption("Pan");
  await page.getByRole("textbox", { name: "Ingrediënt 1", exact: true }).fill("2 eieren");
  await page.locator("#recipe-instructions").fill("Bak de eieren.");

  await page.getByRole("button", { name: "Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Afbeelding uploaden" });
  await expect(dialog).toBeVisible();
  await dialog
    .locator("input[type=file]:not([webkitdirectory])")
    .first()
    .setInputFiles({
      name: "omelet.png",
      mimeType: "image/png",
      buffer: makePng(160, 120),
    });
  // Hold the PUT a moment so the running upload can be seen on the form's button.
  await page.route("**/objects/upload/recipe-images/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await dialog.getByRole("button", { name: /^Upload 1 bestand/ }).click();
  const uploadButton = page.locator("button", { hasText: "Uploading..." });
  await expect(uploadButton).toBeDisabled();

  await expect(toast(page, "Afbeelding geüpload")).toContainText("De afbeelding is succesvol geüpload.");
  await expect(dialog).toHaveCount(0);
  const image = page.getByLabel("Afbeelding");
  await expect(image).toHaveValue(/^\/objects\/recipe-images\/[A-Za-z0-9_-]+$/);
  const path = await image.inputValue();
  await expect(page.getByRole("img", { name: "Voorbeeld van de afbeelding" })).toHaveAttribute(
    "src",
    `${path}?w=640`,
  );
  await expect(page.getByRole("button", { name: "Upload" })).toBeEnabled();

  await page.getByRole("button", { name: "Recept opslaan" }).click();
  await expect(toast(page, "Recept toegevoegd")).toBeVisible();
  await expect(page).toHaveURL(/\/cms$/, { timeout: 5000 });
  await page.goto("/");
  await searchOverview(page, name);
  await page
    .getByTestId("recipe-card")
    .filter({ hasText: name })
    .getByRole("link", { name, exact: true })
    .click();
  const photo = page.getByRole("img", { name });
  await expect(photo).toHaveAttribute("src", `${path}?w=640`);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the upload dialog explains a file the server refuses", async ({ page }) => {
  await login(page);
  await page.goto("/cms/new");
  await page.getByRole("button", { name: "Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Afbeelding uploaden" });
  await dialog
    .locator("input[type=file]:not([webkitdirectory])")
    .first()
    .setInputFiles({
      name: "nep.png",
      mimeType: "image/png",
      buffer: Buffer.from("dit is geen afbeelding"),
    });
  await dialog.getByRole("button", { name: /^Upload 1 bestand/ }).click();
  await expect(
    dialog.getByRole("button", { name: "Upload failed: Alleen afbeeldingen kunnen worden geüpload." }),
  ).toBeVisible();
  await expect(dialog.locator(".uppy-StatusBar")).toContainText("Upload failed");
  await dialog.getByRole("button", { name: "Sluiten" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
  await expect(page.getByLabel("Afbeelding")).toHaveValue("");
});

test("settings change the hero image of the home page", async ({ page }) => {
  const url = `/hero-800.webp?e2e=${Date.now()}`;
  await login(page);
  await page.getByRole("link", { name: "Instellingen" }).click();
  await expect(page.getByRole("heading", { name: "Instellingen" })).toBeVisible();
  const save = page.getByRole("button", { name: "Opslaan" });
  await expect(save).toBeDisabled();
  await page.getByLabel("URL van de nieuwe hero-afbeelding").fill(url);
  await expect(page.getByLabel("URL van de nieuwe hero-afbeelding")).toHaveAttribute("type", "url");
  await save.click();
  try {
    await expect(toast(page, "Instellingen opgeslagen")).toContainText(
      "De hero afbeelding is succesvol bijgewerkt.",
    );
    await expect(page.getByTestId("current-hero")).toHaveText(url);
    await page.getByRole("link", { name: "Terug naar CMS" }).click();
    await expect(page).toHaveURL(/\/cms$/);
    await page.goto("/");
    await expect(
      page.getByRole("img", { name: "Tafel met verse groenten, kruiden en een salade" }),
    ).toHaveAttribute("src", url);
  } finally {
    // Put the bundled default back for the specs that run after this one.
    await page.request.put("/api/settings", { data: { heroImageUrl: null } });
  }
});
