#!/usr/bin/env bash
# Writes apps/web/public/fonts/emoji.woff2: the glyphs of the recipe icons' emoji (ICON_EMOJI in
# packages/domain) from Noto Color Emoji, so every device shows them alike and a page's layout
# never searches the system's fonts for them. Needs Debian's fonts-noto-color-emoji and
# python3-fonttools (with python3-brotli for WOFF2). Run it again when an icon's emoji changes;
# styles.css's unicode-range must list the same characters (a test checks that).
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
codepoints=$(pnpm --silent --filter @repo/server exec tsx -e '
import { ICON_EMOJI } from "@repo/domain";
const points = new Set(ICON_EMOJI.flatMap((e) => [...e].map((c) => c.codePointAt(0))));
console.log([...points].sort((a, b) => a - b).map((p) => "U+" + p.toString(16).toUpperCase()).join(","));
')
echo "Glyphs: $codepoints"
/usr/bin/python3 -m fontTools.subset "$source_font" --unicodes="$codepoints" --flavor=woff2 \
  --output-file=apps/web/public/fonts/emoji.woff2
ls -l apps/web/public/fonts/emoji.woff2
