import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { expect, test } from "@playwright/test";

import { appStarted, login, unique } from "./helpers";

const recipePage = (name: string) =>
  `<html><script type="application/ld+json">${JSON.stringify({
    "@type": "Recipe",
    name,
    recipeIngredient: ["2 eieren", "1 ui"],
    recipeInstructions: "Bak alles in de pan.",
  })}</script></html>`;

test("a bulk import lists each address's outcome: imported as concept, duplicate, or failed with the reason", async ({
  page,
}) => {
  const name = unique("Bulkomelet");
  const pages: Record<string, string> = {
    "/a": recipePage(name),
    "/b": recipePage(name.toUpperCase()),
    "/leeg": "<html><p>Hier staat geen recept.</p></html>",
  };
  const site = createServer((req, res) => {
    const body = pages[req.url ?? ""];
    if (body) res.writeHead(200, { "content-type": "text/html" }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  try {
    await login(page);
    await page.goto("/cms/import");
    await appStarted(page);
    await page
      .getByLabel("Adressen (één per regel)")
      .fill([`${base}/a`, `${base}/b`, `${base}/leeg`, "geen adres"].join("\n"));
    await page.getByRole("button", { name: "Alle adressen ophalen als concept" }).click();
    const rows = page.getByTestId("bulk-row");
    await expect(page.getByTestId("bulk-done")).toHaveText(
      "Klaar: 1 geïmporteerd, 1 overgeslagen, 2 mislukt.",
    );
    await expect(rows.nth(0)).toContainText(`Geïmporteerd als concept: ${name}`);
    await expect(rows.nth(1)).toContainText(`Overgeslagen: ${name} bestaat al`);
    await expect(rows.nth(2)).toContainText(/^.*Mislukt: .*recept/i);
    await expect(rows.nth(3)).toContainText("Mislukt: dit is geen http- of https-adres.");

    // The imported recipe is a concept: in the CMS list with its mark, not on the site.
    await rows.nth(0).getByRole("link", { name: "Openen" }).click();
    await expect(page.getByLabel("Receptnaam")).toHaveValue(name);
    await expect(page.getByTestId("concept-mark")).toBeVisible();
    const list = (await (await page.request.get("/api/recipes")).json()) as { name: string }[];
    expect(list.map((r) => r.name)).not.toContain(name);
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});
