import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

type Json = Record<string, unknown>;

export interface FoundRecipes {
  recipes: Json[];
  /** JSON-LD blocks that were not JSON even after the usual repairs. */
  broken: number;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `Recipe`, `schema:Recipe`, `https://schema.org/Recipe`, alone or among other types. */
function isRecipe(node: Json): boolean {
  const types = [node["@type"]].flat();
  return types.some((type) => typeof type === "string" && /(?:^|[/:])Recipe$/.test(type));
}

/** Recipes anywhere in a JSON-LD value: top level, arrays, `@graph`, or a page's main entity. */
function collect(value: unknown, out: Json[], depth = 0): void {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (isRecipe(value)) {
    out.push(value);
    return;
  }
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
    if (key in value) collect(value[key], out, depth + 1);
  }
}

/** JSON as sites write it: some leave raw line breaks or tabs inside strings. */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Control characters are never valid inside JSON strings; as spaces they are harmless.
    // eslint-disable-next-line no-control-regex
    return JSON.parse(text.replace(/[\u0000-\u001f]+/g, " "));
  }
}

export function recipesFromJsonLd(value: unknown): Json[] {
  const out: Json[] = [];
  collect(value, out);
  return out;
}

const elements = (nodes: AnyNode | AnyNode[], test: (el: Element) => boolean) =>
  findAll(test, [nodes].flat());

/** A microdata property's value, as the microdata spec reads it from each kind of element. */
function itemValue(el: Element): unknown {
  if (getAttributeValue(el, "itemscope") !== undefined) return microdataItem(el);
  const attribute = { meta: "content", link: "href", a: "href", img: "src", time: "datetime", data: "value" }[
    el.name
  ];
  const value = (attribute && getAttributeValue(el, attribute)) ?? getAttributeValue(el, "content");
  const clean = (s: string) => s.replace(/\s+/g, " ").trim();
  if (value !== undefined) return clean(value);
  // A list of steps marked up as one property: a line per item.
  const items = elements(el.children, (child) => child.name === "li");
  return items.length > 0 ? items.map((item) => clean(textContent(item))) : clean(textContent(el));
}

/** One itemscope's properties; a nested itemscope's own properties stay with it. */
function microdataItem(scope: Element): Json {
  const item: Json = { "@type": getAttributeValue(scope, "itemtype") ?? "" };
  const visit = (el: Element) => {
    for (const child of el.children) {
      if (!isTag(child)) continue;
      const node = child;
      const props = getAttributeValue(node, "itemprop");
      if (props) {
        for (const prop of props.split(/\s+/)) {
          const value = itemValue(node);
          const existing = item[prop];
          item[prop] = existing === undefined ? value : [existing, value].flat();
        }
      }
      if (getAttributeValue(node, "itemscope") === undefined) visit(node);
    }
  };
  visit(scope);
  return item;
}

/**
 * The schema.org Recipes a page holds: its JSON-LD blocks first, microdata when there are none.
 * The page is only parsed as text: none of its scripts run.
 */
export function findRecipes(html: string): FoundRecipes {
  const doc = parseDocument(html);
  const recipes: Json[] = [];
  let broken = 0;
  const blocks = elements(
    doc,
    (el) => el.name === "script" && /ld\+json/i.test(getAttributeValue(el, "type") ?? ""),
  );
  for (const block of blocks) {
    try {
      recipes.push(...recipesFromJsonLd(parseLenient(textContent(block))));
    } catch {
      broken += 1;
    }
  }
  if (recipes.length === 0) {
    const scopes = elements(
      doc,
      (el) =>
        getAttributeValue(el, "itemscope") !== undefined &&
        /schema\.org\/Recipe$/i.test(getAttributeValue(el, "itemtype") ?? ""),
    );
    recipes.push(...scopes.map(microdataItem));
  }
  return { recipes, broken };
}

/** Text of an HTML fragment (some sites put markup and entities in JSON-LD strings). */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  return textContent(parseDocument(value.replace(/<br\s*\/?>/gi, "\n")));
}
