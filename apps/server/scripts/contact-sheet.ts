// Contact sheets of every bundled recipe's composed picture, light and dark, to look at the
// collection as a whole: `pnpm --filter @repo/server contact-sheet [outDir]` (the system's
// temporary folder when none is given). Each sheet holds twelve pictures with their number,
// name and glyph; a list of every alt text goes beside them.
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";

import type { ArtTheme } from "@repo/domain";
import { glyphKey, renderRecipeArt } from "@repo/art";
import { SEED_RECIPES } from "@repo/db";
import { composeArt, recipeImageAlt } from "@repo/domain";
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

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? join(tmpdir(), "recipe-contact-sheets"));
  await mkdir(outDir, { recursive: true });
  for (const theme of ["light", "dark"] as const)
    for (let first = 0; first < SEED_RECIPES.length; first += COLUMNS * ROWS)
      console.log(await sheet(theme, first, outDir));
  const alts = SEED_RECIPES.map(
    (recipe, i) => `${i + 1}. ${recipeImageAlt({ ...recipe, imageUrl: null }, nlArt)}`,
  );
  await writeFile(join(outDir, "alt-texts.txt"), `${alts.join("\n")}\n`);
}

await main();
