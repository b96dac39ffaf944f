// WCAG contrast for the picture tests: plates on tables, bread on a dark table.

/** A #rrggbb colour's channels in linear light, 0..1. */
function linear(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return [r, g, b];
}

/** Relative luminance of linear channels, scaled per channel (the dark picture's dimming). */
function luminance(hex: string, scale: readonly [number, number, number] = [1, 1, 1]): number {
  const [r, g, b] = linear(hex);
  return 0.2126 * r * scale[0] + 0.7152 * g * scale[1] + 0.0722 * b * scale[2];
}

/**
 * WCAG's contrast ratio of two #rrggbb colours; `dimA` scales the first one's linear channels
 * as the dark picture's filter does to everything drawn on its (undimmed) background.
 */
export function contrast(a: string, b: string, dimA?: readonly [number, number, number]): number {
  const [hi, lo] = [luminance(a, dimA), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
