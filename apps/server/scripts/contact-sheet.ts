// Contact sheets of every bundled recipe's composed picture, light and dark, to look at the
// collection as a whole: `pnpm --filter @repo/server contact-sheet [outDir] [name...]` (the
// system's temporary folder when none is given). Each sheet holds twelve pictures with their
// number, name and glyph; a list of every alt text goes beside them. Each name given (the start
// of a recipe's name) also gets its picture at full size, light and dark.
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";

import type { ArtTheme } from "@repo/domain";
import { glyphKey, renderRecipeArt } from "@repo/art";
import { SEED_RECIPES } from "@repo/db";
import { composeArt, normalize, recipeImageAlt } from "@repo/domain";
import { nlArt } from "@repo/strings";

const COLUMNS = 4;
const ROWS = 3;
const TILE_W = 360;
const TILE_H = 270;
const CAPTION = 44;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function tile(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * TILE_W) / 640 })
    .resize(TILE_W, TILE_H)
    .png()
    .toBuffer();
}

async function sheet(theme: ArtTheme, first: number, outDir: string): Promise<string> {
  const recipes = SEED_RECIPES.slice(first, first + COLUMNS * ROWS);
  const [ink, paper] = theme === "dark" ? ["#f2ede4", "#111614"] : ["#222222", "#ffffff"];
  const width = COLUMNS * TILE_W;
  const height = ROWS * (TILE_H + CAPTION);
  const layers = await Promise.all(
    recipes.map(async (recipe, i) => {
      const art = composeArt(recipe);
      const left = (i % COLUMNS) * TILE_W;
      const top = Math.floor(i / COLUMNS) * (TILE_H + CAPTION);
      const caption =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${CAPTION}">` +
        `<text x="6" y="17" font-family="sans-serif" font-size="14" fill="${ink}">${first + i + 1}. ${escape(recipe.name.slice(0, 44))}</text>` +
        `<text x="6" y="36" font-family="sans-serif" font-size="12" fill="${ink}" opacity="0.7">${escape(glyphKey(art))} · ${art.vessel}</text></svg>`;
      return [
        { input: await tile(renderRecipeArt(art, { theme })), left, top },
        { input: Buffer.from(caption), left, top: top + TILE_H },
      ];
    }),
  );
  const file = join(outDir, `contact-${theme}-${String(first / (COLUMNS * ROWS) + 1).padStart(2, "0")}.png`);
  await sharp({ create: { width, height, channels: 3, background: paper } })
    .composite(layers.flat())
    .png()
    .toFile(file);
  return file;
}

/** One recipe's picture at full size, light and dark, to look at closely. */
async function fullSize(prefix: string, outDir: string): Promise<void> {
  const recipe = SEED_RECIPES.find(({ name }) => name.startsWith(prefix));
  if (!recipe) throw new Error(`no bundled recipe named '${prefix}...'`);
  const art = composeArt(recipe);
  const slug = normalize(recipe.name)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40);
  for (const theme of ["light", "dark"] as const) {
    const file = join(outDir, `${slug}-${theme}.png`);
    await sharp(Buffer.from(renderRecipeArt(art, { theme })))
      .png()
      .toFile(file);
    console.log(file);
  }
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? join(tmpdir(), "recipe-contact-sheets"));
  await mkdir(outDir, { recursive: true });
  for (const prefix of process.argv.slice(3)) await fullSize(prefix, outDir);
  for (const theme of ["light", "dark"] as const)
    for (let first = 0; first < SEED_RECIPES.length; first += COLUMNS * ROWS)
      console.log(await sheet(theme, first, outDir));
  const alts = SEED_RECIPES.map(
    (recipe, i) => `${i + 1}. ${recipeImageAlt({ ...recipe, imageUrl: null }, nlArt)}`,
  );
  await writeFile(join(outDir, "alt-texts.txt"), `${alts.join("\n")}\n`);
}

await main();
