import { describe, expect, it } from "vitest";

import { jsonLdOf, ORIGIN, recipe } from "./head-fixtures";
import { homeHead } from "./home-head";
import { recipeHead } from "./recipe-head";
import { renderHead } from "./render";

describe("renderHead", () => {
  it("cannot be broken out of by a recipe named </script><script>", () => {
    const name = "</script><script>alert(1)</script>";
    const html = renderHead(
      recipeHead(recipe({ name, ingredients: ["<b>1 g zout</b>", "2 stuks & meer"] }), ORIGIN),
    );
    expect(html).not.toContain("</script><script>");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "<title data-ssr>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Receptenboek</title>",
    );
    const [ld] = jsonLdOf(html);
    expect(ld?.name).toBe(name);
    expect(ld?.recipeIngredient).toEqual(["<b>1 g zout</b>", "2 stuks & meer"]);
  });

  it("escapes quotes in attributes and keeps them in the JSON-LD", () => {
    const name = `Oma's "beste" soep`;
    const html = renderHead(recipeHead(recipe({ name }), ORIGIN));
    expect(html).toContain(
      `<meta data-ssr property="og:title" content="Oma&#39;s &quot;beste&quot; soep | Receptenboek">`,
    );
    expect(html).not.toContain(`"beste"`);
    expect(jsonLdOf(html)[0]?.name).toBe(name);
  });

  it("keeps line and paragraph separators out of the script", () => {
    const name = "Soep\u2028met\u2029lijnen";
    const html = renderHead(recipeHead(recipe({ name }), ORIGIN));
    const scripts = html.match(/<script[^>]*>.*?<\/script>/gs) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/[\u2028\u2029]/);
    expect(jsonLdOf(html)[0]?.name).toBe(name);
  });

  it("renders the title, every meta tag, the canonical link and each JSON-LD block", () => {
    const head = homeHead({ origin: ORIGIN, heroImageUrl: null, recipes: [{ id: "a", name: "Omelet" }] });
    const html = renderHead(head);
    expect(html.match(/<title data-ssr>/g)).toHaveLength(1);
    expect(html.match(/<meta data-ssr /g)).toHaveLength(head.meta.length);
    expect(html).toContain(`<link data-ssr rel="canonical" href="${ORIGIN}/">`);
    expect(jsonLdOf(html)).toEqual(head.jsonLd);
  });
});
