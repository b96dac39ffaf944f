import { useEffect } from "react";

import { nl } from "@repo/strings";
import { PrintFooterView } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";

/** The QR encoder is only needed on paper: it loads when printing starts, not with the page. */
const qrEncoder = lazyModule(() => import("qrcode-generator"));

/** Loads the encoder, then prints: the print button waits for it, so its first page has the code. */
export async function printWithQrCode(): Promise<void> {
  await qrEncoder.start().catch(() => undefined);
  window.print();
}

/** The recipe's address and a QR code to it, on paper only. */
export function PrintFooter({ url }: { url: string }) {
  const qrcode = qrEncoder.useModule()?.default ?? null;
  useEffect(() => {
    // The browser's own print command (and print preview) switch the print media on.
    const load = () => void qrEncoder.start().catch(() => undefined);
    const print = window.matchMedia("print");
    if (print.matches) load();
    print.addEventListener("change", load);
    window.addEventListener("beforeprint", load);
    return () => {
      print.removeEventListener("change", load);
      window.removeEventListener("beforeprint", load);
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
    <PrintFooterView
      url={url}
      qr={
        modules && (
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
        )
      }
    />
  );
}
