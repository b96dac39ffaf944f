import type { ReactNode } from "react";

import { nl } from "@repo/strings";

/** The recipe's address on paper, with room for the QR code the app draws when printing. */
export function PrintFooterView({ url, qr }: { url: string; qr?: ReactNode }) {
  return (
    <footer data-print="only" className="mt-8 border-t border-border pt-4 print:mt-4 print:pt-2">
      <div className="flex items-center justify-between gap-6">
        <p className="text-sm">
          {nl.recipe.printAddress}
          <br />
          <span className="font-mono break-all">{url}</span>
        </p>
        {qr}
      </div>
    </footer>
  );
}
