import { describe, expect, it } from "vitest";

import { useTestDb } from "@repo/db/testing";

import { deepJsonLd, nestedMicrodataPage } from "../import/page-shapes";
import { adminCaller } from "../testing";

const TOO_COMPLEX = "Deze pagina is te diep genest of te ingewikkeld om te lezen.";

describe("imports.page, issue 41 item 4: nested microdata and deep JSON-LD", () => {
  const ctx = useTestDb();

  it("the 903-byte page with 8 nested item scopes and 7 names per itemprop is read at once", async () => {
    const { caller } = await adminCaller(ctx.db);
    const html = nestedMicrodataPage(8, 7, 903);
    expect(html.length).toBe(903);
    const started = Date.now();
    const { draft } = await caller.imports.page({ html });
    // A complexity guard: the page took 9.4 s and 1 GiB when every name rebuilt its scope.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(draft).toMatchObject({ name: "Tomatensoep", ingredients: ["4 tomaten"] });
  });

  it("the ~1 kB variant with 9 levels (7^9 rebuilds before) is read at once too", async () => {
    const { caller } = await adminCaller(ctx.db);
    const html = nestedMicrodataPage(9, 7, 1024);
    const started = Date.now();
    const { draft } = await caller.imports.page({ html });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(draft).toMatchObject({ name: "Tomatensoep", ingredients: ["4 tomaten"] });
  });

  it("JSON-LD nested a million deep answers 400 in Dutch, pasted as JSON, as HTML or as an object", async () => {
    const { caller } = await adminCaller(ctx.db);
    const json = deepJsonLd(1_000_000);
    let object: unknown = [];
    for (let i = 0; i < 1_000_000; i++) object = [object];
    const recipe = { "@type": "Recipe", name: "Soep", recipeIngredient: object };
    for (const input of [
      { jsonld: json },
      { jsonld: deepJsonLd(500_000) },
      { html: json },
      { html: `<html><script type="application/ld+json">${json}</script></html>` },
      { jsonld: recipe },
    ]) {
      await expect(caller.imports.page(input)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: TOO_COMPLEX,
      });
    }
  });

  it("HTML nested deeper than a browser nests answers 400 in Dutch, not a stack overflow", async () => {
    const { caller } = await adminCaller(ctx.db);
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soep</h1>${"<div>".repeat(1_000_000)}</div>`;
    await expect(caller.imports.page({ html })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: TOO_COMPLEX,
    });
  });

  it("JSON-LD as deep as real pages nest it is still read", async () => {
    const { caller } = await adminCaller(ctx.db);
    let steps: unknown = "Kook de soep.";
    for (let i = 0; i < 2; i++) steps = [{ "@type": "HowToSection", itemListElement: [steps] }];
    const { draft } = await caller.imports.page({
      jsonld: { "@graph": [{ "@type": "Recipe", name: "Soep", recipeInstructions: steps }] },
    });
    expect(draft).toMatchObject({ name: "Soep", instructions: "Kook de soep." });
  });
});
