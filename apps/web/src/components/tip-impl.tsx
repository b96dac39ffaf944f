import type { ReactElement, ReactNode } from "react";
import { Tooltip } from "radix-ui";

/** Tooltips open after 700 ms; moving between them within 300 ms opens the next at once. */
export function TipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

export function TipImpl({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-text px-2 py-1 text-xs text-bg shadow-md"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
