import type { LoadFigures } from "./load";
import { measure } from "./load";
import { startReference } from "./reference";

export interface Pages {
  home: string;
  recipe: string;
  id: string;
}

/**
 * Each product URL against the reference answering the same bytes from a prebuilt string (and
 * the home page against a static file), every target the same number of rounds.
 */
export async function compareWithReference(
  origin: string,
  pid: number,
  pages: Pages,
  seconds: number,
  rounds: number,
) {
  const text = async (url: string) => (await fetch(url)).text();
  const product = {
    list: `${origin}/api/recipes`,
    recipeJson: `${origin}/api/recipes/${pages.id}`,
    settings: `${origin}/api/settings`,
    health: `${origin}/api/health/live`,
  };
  const reference = await startReference({
    listJson: await text(product.list),
    recipeJson: await text(product.recipeJson),
    homeHtml: await text(pages.home),
    recipeHtml: await text(pages.recipe),
    settingsJson: await text(product.settings),
    healthJson: await text(product.health),
  });
  try {
    const pairs: Record<string, [string, string]> = {
      "GET /api/recipes": [product.list, `${reference.url}/api/recipes`],
      "GET /api/recipes/{id}": [product.recipeJson, `${reference.url}/api/recipe`],
      "GET /api/settings": [product.settings, `${reference.url}/api/settings`],
      "GET /api/health/live": [product.health, `${reference.url}/api/health/live`],
      "GET /": [pages.home, `${reference.url}/home`],
      "GET /recipe/{id}": [pages.recipe, `${reference.url}/recipe`],
      "GET / (static-file reference)": [pages.home, `${reference.url}/static/index.html`],
    };
    const load: Record<
      string,
      { product: LoadFigures; reference: LoadFigures; ratio: number; cpuRatio: number | null }
    > = {};
    const measured = new Map<string, LoadFigures>();
    const once = async (url: string) => {
      const known = measured.get(url);
      if (known) return known;
      const figures = await measure(url, seconds, rounds, url.startsWith(origin) ? pid : reference.pid);
      measured.set(url, figures);
      return figures;
    };
    for (const [name, [productUrl, referenceUrl]] of Object.entries(pairs)) {
      const productFigures = await once(productUrl);
      const referenceFigures = await once(referenceUrl);
      load[name] = {
        product: productFigures,
        reference: referenceFigures,
        ratio: Number((productFigures.rps / Math.max(1, referenceFigures.rps)).toFixed(2)),
        // The reference's CPU time per answer over the product's: the same ratio, less noisy.
        cpuRatio:
          productFigures.cpuUs && referenceFigures.cpuUs
            ? Number((referenceFigures.cpuUs / productFigures.cpuUs).toFixed(2))
            : null,
      };
    }
    return load;
  } finally {
    await reference.close();
  }
}
