import { useEffect, useState } from "react";

import { nl } from "@repo/strings";

import type QrCode from "qrcode-generator";

type QrFactory = typeof QrCode;

/** The recipe's address and a QR code to it, on paper only; the encoder loads after the page. */
export function PrintFooter({ url }: { url: string }) {
  const [qrcode, setQrcode] = useState<QrFactory | null>(null);
  useEffect(() => {
    let alive = true;
    void import("qrcode-generator").then((mod) => alive && setQrcode(() => mod.default));
    return () => {
      alive = false;
    };
  }, []);

  const modules = (() => {
    if (!qrcode) return null;
    const qr = qrcode(0, "M");
    qr.addData(url);
    qr.make();
    const size = qr.getModuleCount();
    const cells: string[] = [];
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) if (qr.isDark(row, col)) cells.push(`M${col} ${row}h1v1h-1z`);
    }
    return { size, path: cells.join("") };
  })();

  return (
    <footer data-print="only" className="mt-8 border-t border-border pt-4">
      <div className="flex items-center justify-between gap-6">
        <p className="text-sm">
          {nl.recipe.printAddress}
          <br />
          <span className="font-mono break-all">{url}</span>
        </p>
        {modules && (
          <svg
            role="img"
            aria-label={nl.recipe.qrLabel}
            viewBox={`-2 -2 ${modules.size + 4} ${modules.size + 4}`}
            width="96"
            height="96"
            shapeRendering="crispEdges"
          >
            <rect x="-2" y="-2" width={modules.size + 4} height={modules.size + 4} fill="#fff" />
            <path d={modules.path} fill="#000" />
          </svg>
        )}
      </div>
    </footer>
  );
}
