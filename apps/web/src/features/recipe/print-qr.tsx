import qrcode from "qrcode-generator";

import { nl } from "@repo/strings";

/** A QR code to `url` as one SVG path, black on white, with the quiet zone around it. */
export function QrCode({ url }: { url: string }) {
  const qr = qrcode(0, "M");
  qr.addData(url);
  qr.make();
  const size = qr.getModuleCount();
  const cells: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) cells.push(`M${col} ${row}h1v1h-1z`);
  }
  return (
    <svg
      role="img"
      aria-label={nl.recipe.qrLabel}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      width="96"
      height="96"
      shapeRendering="crispEdges"
    >
      <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#fff" />
      <path d={cells.join("")} fill="#000" />
    </svg>
  );
}
