import { glare, path, stroke } from "../shapes";

// Poultry drawn as itself, about 170 px across around (0, 0).

export function chicken(): string {
  return (
    path(
      "M-84 4 C-84 -34 -20 -52 30 -40 C70 -30 88 -6 80 18 C70 44 10 50 -34 40 C-66 34 -84 24 -84 4Z",
      "#d9974a",
    ) +
    path(
      "M-74 2 C-72 -26 -20 -42 26 -32 C60 -24 74 -6 68 14 C58 34 8 40 -30 32 C-58 26 -74 18 -74 2Z",
      "#e8b066",
    ) +
    stroke("M-50 -24 L-30 30 M-20 -34 L0 34 M12 -34 L30 30 M42 -26 L58 16", "#b8742f", 5, 'opacity="0.75"') +
    glare(-30, -18, 16, 5, 0.3)
  );
}

/** A turkey fillet: paler and broader than chicken, grilled in bars. */
export function turkey(): string {
  return (
    path(
      "M-88 0 C-86 -40 -10 -50 40 -40 C84 -30 92 0 82 20 C66 46 -20 48 -56 40 C-80 34 -90 18 -88 0Z",
      "#d9a66a",
    ) +
    path(
      "M-78 0 C-76 -32 -10 -40 36 -32 C72 -24 80 0 72 16 C58 36 -18 38 -50 32 C-70 26 -80 14 -78 0Z",
      "#f1d2a0",
    ) +
    stroke("M-56 -26 L-40 28 M-28 -34 L-12 34 M0 -34 L16 34 M28 -30 L44 28", "#b97f42", 5, 'opacity="0.7"') +
    glare(-30, -18, 16, 5, 0.3)
  );
}
