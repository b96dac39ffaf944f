import type { ReactElement, ReactNode } from "react";

import { lazyModule } from "./lazy-module";

const tips = lazyModule(() => import("./tip-impl"));

// Tooltips matter once a person points, touches or types: fetch them then, not on first load.
if (typeof window !== "undefined") {
  for (const event of ["pointermove", "pointerdown", "keydown", "focusin"]) {
    window.addEventListener(event, () => void tips.start(), { once: true, passive: true });
  }
}

/** Groups tooltips so the skip delay carries from one to the next. */
export function TipGroup({ children }: { children: ReactNode }) {
  const module = tips.useModule();
  return module ? <module.TipProvider>{children}</module.TipProvider> : <>{children}</>;
}

export function Tip({ label, children }: { label: string; children: ReactElement }) {
  const module = tips.useModule();
  return module ? <module.TipImpl label={label}>{children}</module.TipImpl> : children;
}
