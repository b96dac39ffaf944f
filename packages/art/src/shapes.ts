// Small SVG string builders; every part is drawn around (0, 0) and placed with at().

const n = (value: number) => Math.round(value * 10) / 10;

export function at(x: number, y: number, rotate: number, scale: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale * 100) / 100})">${body}</g>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = "",
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function stroke(d: string, colour: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;
}

/** A pointed leaf of the given length and width, pointing right from (0, 0), with a midrib. */
export function leaf(len: number, width: number, fill: string, rib?: string): string {
  const w = width / 2;
  const d = `M0 0 C${n(len * 0.25)} ${n(-w * 1.3)} ${n(len * 0.75)} ${n(-w * 1.1)} ${len} 0 C${n(len * 0.75)} ${n(w * 1.1)} ${n(len * 0.25)} ${n(w * 1.3)} 0 0Z`;
  return (
    path(d, fill) +
    (rib ? stroke(`M${n(len * 0.08)} 0 L${n(len * 0.85)} 0`, rib, Math.max(1.2, width / 10)) : "")
  );
}

/** A leaf placed at (x, y), turned by deg. */
export function leafAt(
  x: number,
  y: number,
  deg: number,
  len: number,
  width: number,
  fill: string,
  rib?: string,
) {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">${leaf(len, width, fill, rib)}</g>`;
}

/** A soft light spot; the dark picture leaves it out, as it has no glare. */
export function glare(cx: number, cy: number, rx: number, ry: number, opacity = 0.55): string {
  return ellipse(cx, cy, rx, ry, "#ffffff", `class="glare" opacity="${opacity}"`);
}

/** A round slice: skin ring, flesh and a few seeds or segments. */
export function slice(r: number, skin: string, flesh: string, detail: string, segments = 0): string {
  let body = circle(0, 0, r, skin) + circle(0, 0, r * 0.84, flesh);
  for (let i = 0; i < segments; i += 1) {
    const a = (i / segments) * Math.PI * 2;
    body += stroke(
      `M0 0 L${n(Math.cos(a) * r * 0.8)} ${n(Math.sin(a) * r * 0.8)}`,
      detail,
      Math.max(1, r / 12),
    );
  }
  return body;
}

/** Deterministic spots in a rough disc, spread like seeds in a sunflower, each with a turn. */
export function spots(count: number, spread: number, squash = 0.82): [number, number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = i * 2.39996;
    const r = Math.sqrt((i + 0.5) / count) * spread;
    return [Math.cos(a) * r, Math.sin(a) * r * squash, (i * 53) % 180];
  });
}

export const SHADOW = "rgba(70,45,20,0.13)";
