import { leafAt, stroke } from "../shapes";

// Herbs drawn as a stem with leaves in pairs, each about 100 px across around (0, 0).

/** A sprig: a stem with leaves in pairs. */
function sprig(
  leafLen: number,
  leafWidth: number,
  fill: string,
  count: number,
  stem = "#5f7a3a",
  rib?: string,
): string {
  let body = stroke("M-44 30 C-20 10 10 -10 44 -30", stem, 3);
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = -44 + t * 88;
    const y = 30 - t * 60;
    body +=
      leafAt(x, y, -100 - 10 * t, leafLen * (1 - t * 0.3), leafWidth, fill, rib) +
      leafAt(x, y, 40 - 10 * t, leafLen * (1 - t * 0.3), leafWidth, fill, rib);
  }
  return body;
}

export function mint(): string {
  return sprig(30, 20, "#6fb35a", 3, "#5a8a3a", "#9cd486");
}

export function sage(): string {
  return sprig(34, 14, "#8aa37a", 3, "#6b7a5a", "#b5c7a6");
}

export function thyme(): string {
  return (
    sprig(10, 6, "#5f8a4a", 8, "#7a6a4a") +
    `<g transform="translate(0 22)">${sprig(8, 5, "#6a9a52", 6, "#7a6a4a")}</g>`
  );
}

export function rosemary(): string {
  return sprig(20, 4.5, "#3f6a45", 10, "#6b5a3a");
}
