import { useEffect } from "react";

import { lazyModule } from "~/components/lazy-module";
import { PrintFooterView } from "./print-footer-view";

/** The QR code is only needed on paper: it and its encoder load when printing starts, not with the page. */
const qrEncoder = lazyModule(() => import("./print-qr"));

/** Loads the encoder, then prints: the print button waits for it, so its first page has the code. */
export async function printWithQrCode(): Promise<void> {
  await qrEncoder.start().catch(() => undefined);
  window.print();
}

/** The recipe's address and a QR code to it, on paper only. */
export function PrintFooter({ url }: { url: string }) {
  const encoder = qrEncoder.useModule();
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

  return <PrintFooterView url={url} qr={encoder && <encoder.QrCode url={url} />} />;
}
