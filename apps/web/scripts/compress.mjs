// Writes .br and .gz beside every compressible file of the build, so the server sends
// pre-compressed bytes instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest|ico|txt|xml)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

let count = 0;
// dist/ssr is the server's render, read from disk by the server only.
const served = (file) => COMPRESSIBLE.test(file) && !file.startsWith(path.join("dist", "ssr") + path.sep);
for (const file of walk("dist").filter(served)) {
  const raw = readFileSync(file);
  if (raw.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files`);
