import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";

const PANEL =
  "z-50 min-w-48 rounded-xl border border-border bg-surface p-1 text-text shadow-lg motion-safe:animate-[fade-in_150ms_ease-out]";
const ITEM =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-2 data-[disabled]:opacity-50";

/**
 * A menu of actions under one button: one per item of a list (a meal of the week), so the item
 * reads first and its actions take one button's room. Radix keeps it keyboard- and touch-friendly.
 */
export function Menu(props: {
  trigger: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root open={props.open} onOpenChange={props.onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{props.trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className={PANEL}>
          {props.children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem(props: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className={ITEM} onSelect={props.onSelect}>
      {props.children}
    </DropdownMenu.Item>
  );
}

/** A second level of items ('Verplaatsen naar' the days). */
export function SubMenu(props: { label: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={`${ITEM} justify-between gap-4`}>
        {props.label}
        <span aria-hidden="true">›</span>
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent collisionPadding={8} className={PANEL}>
          {props.children}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}
