import qrcode from "qrcode-generator";

import { nlSamen } from "@repo/strings";

/** The link as a QR code to scan with another phone: one SVG path, dark on white in both themes. */
export function LinkQr({ url }: { url: string }) {
  const qr = qrcode(0, "M");
  qr.addData(url);
  qr.make();
  const size = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return (
    <svg
      role="img"
      aria-label={nlSamen.qrLabel}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      width="176"
      height="176"
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
