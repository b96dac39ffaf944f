import type { Element } from "domhandler";
import { getAttributeValue } from "domutils";

import { checkJsonDepth, eachElement, parseHtml, ReadBudget, textOf } from "./read-budget";

type Json = Record<string, unknown>;

export interface FoundRecipes {
  /** The recipe the import uses: the page's first. */
  first: Json | undefined;
  /** How many recipes the page holds. */
  count: number;
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

/** The Recipes in a JSON-LD value; one nested past the cap is refused before anything walks it. */
export function recipesFromJsonLd(value: unknown, budget = new ReadBudget()): Json[] {
  checkJsonDepth(value, budget);
  const out: Json[] = [];
  collect(value, out);
  return out;
}

/** Caps on a page's microdata, so that reading it stays linear in the page's size. */
export const MICRODATA_LIMITS = {
  /** Names in one `itemprop` (real pages use one or two). */
  namesPerProp: 4,
  /** Item scopes inside one another, counting the Recipe itself. */
  scopeDepth: 6,
  /** Property values in one scope. */
  valuesPerScope: 1_000,
} as const;

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const hasScope = (el: Element) => getAttributeValue(el, "itemscope") !== undefined;
const VALUE_ATTRIBUTE: Record<string, string> = {
  meta: "content",
  link: "href",
  a: "href",
  img: "src",
  time: "datetime",
  data: "value",
};

/** Reads microdata items; each element's value is worked out once, however many names it carries. */
function microdataReader(budget: ReadBudget) {
  /** A property's value, as the microdata spec reads it from each kind of element. */
  function itemValue(el: Element, depth: number): unknown {
    if (hasScope(el)) return depth < MICRODATA_LIMITS.scopeDepth ? item(el, depth + 1) : undefined;
    const attribute = VALUE_ATTRIBUTE[el.name];
    const value = (attribute && getAttributeValue(el, attribute)) ?? getAttributeValue(el, "content");
    if (value !== undefined) return clean(value);
    // A list of steps marked up as one property: a line per item.
    const items: Element[] = [];
    eachElement(el.children, budget, (child) => {
      if (child.name === "li") items.push(child);
    });
    return items.length > 0 ? items.map((li) => clean(textOf(li, budget))) : clean(textOf(el, budget));
  }

  /** One itemscope's properties; a nested itemscope's own properties stay with it. */
  function item(scope: Element, depth: number): Json {
    const result: Json = { "@type": getAttributeValue(scope, "itemtype") ?? "" };
    let values = 0;
    eachElement(scope.children, budget, (el) => {
      if (values >= MICRODATA_LIMITS.valuesPerScope) return false;
      const names = [...new Set((getAttributeValue(el, "itemprop") ?? "").split(/\s+/))]
        .filter((name) => name !== "")
        .slice(0, MICRODATA_LIMITS.namesPerProp);
      if (names.length > 0) {
        const value = itemValue(el, depth);
        if (value !== undefined) {
          values += names.length;
          for (const name of names) {
            const existing = result[name];
            result[name] = existing === undefined ? value : [existing, value].flat();
          }
        }
      }
      return !hasScope(el);
    });
    return result;
  }

  return (scope: Element) => item(scope, 1);
}

/**
 * The schema.org Recipes a page holds: its JSON-LD blocks first, microdata when there are none;
 * of microdata only the first Recipe is read (the one the import uses), the others counted.
 * The page is only parsed as text: none of its scripts run.
 */
export function findRecipes(html: string): FoundRecipes {
  const budget = new ReadBudget();
  const doc = parseHtml(html, budget);
  const blocks: Element[] = [];
  const scopes: Element[] = [];
  eachElement(doc.children, budget, (el) => {
    if (el.name === "script" && /ld\+json/i.test(getAttributeValue(el, "type") ?? "")) blocks.push(el);
    if (hasScope(el) && /schema\.org\/Recipe$/i.test(getAttributeValue(el, "itemtype") ?? ""))
      scopes.push(el);
  });
  const recipes: Json[] = [];
  let broken = 0;
  for (const block of blocks) {
    let value: unknown;
    try {
      value = parseLenient(textOf(block, budget));
    } catch {
      broken += 1;
      continue;
    }
    recipes.push(...recipesFromJsonLd(value, budget));
  }
  if (recipes.length > 0) return { first: recipes[0], count: recipes.length, broken };
  const [scope] = scopes;
  return { first: scope && microdataReader(budget)(scope), count: scopes.length, broken };
}

/** Text of an HTML fragment (some sites put markup and entities in JSON-LD strings). */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  const doc = parseHtml(value.replace(/<br\s*\/?>/gi, "\n"));
  return textOf(doc, new ReadBudget());
}
