import { glare, path, stroke } from "../shapes";

// Fish: fillets by their flesh and skin colours, and oily fish; about 170 px across.

export function fillet(flesh: string, light: string, skin: string, stripes: string): string {
  const outline =
    "M-80 -6 C-70 -40 40 -46 78 -22 C92 -12 90 14 76 24 C40 46 -66 40 -80 14 C-84 6 -84 0 -80 -6Z";
  let lines = "";
  for (let i = 0; i < 6; i += 1)
    lines += stroke(
      `M${-58 + i * 24} -30 C${-50 + i * 24} -10 ${-54 + i * 24} 14 ${-62 + i * 24} 32`,
      stripes,
      3,
      'opacity="0.8"',
    );
  return (
    path(outline, skin) +
    path("M-78 -8 C-66 -36 40 -42 76 -20 C86 -12 86 6 76 12 C40 22 -60 20 -78 4Z", flesh) +
    lines +
    path("M-60 -18 C-20 -30 30 -30 60 -18 C30 -22 -20 -22 -60 -14Z", light, 'opacity="0.7"') +
    glare(-30, -20, 18, 5, 0.3)
  );
}

/** A fillet of mackerel or herring, skin up: blue-grey with dark wavy bands and a silver belly. */
export function oilyFish(): string {
  const outline =
    "M-86 -4 C-74 -34 40 -40 78 -18 C94 -8 92 12 78 20 C40 40 -70 34 -86 8 C-90 2 -90 -2 -86 -4Z";
  let bands = "";
  for (let i = 0; i < 7; i += 1) {
    const x = -60 + i * 20;
    bands += stroke(`M${x} -26 C${x + 8} -18 ${x - 4} -10 ${x + 4} -2`, "#25364a", 4, 'opacity="0.85"');
  }
  return (
    path(outline, "#5c7891") +
    path("M-84 2 C-60 12 40 16 84 6 C80 18 40 36 -66 30 C-80 24 -86 12 -84 2Z", "#d7dfe4") +
    bands +
    stroke("M-80 2 C-40 8 40 8 84 2", "#9fb3c2", 2.5) +
    glare(-20, -22, 20, 4, 0.3)
  );
}
