import type { ShoppingGroup } from "@repo/domain";
import { shoppingListText } from "@repo/domain";
import { nlShopping } from "@repo/strings";

import { toast } from "~/components/toaster";

/** The lines still to buy, by aisle, as plain Dutch text. */
export const listText = (groups: readonly ShoppingGroup[]) =>
  shoppingListText(nlShopping.title, groups, (aisle) => nlShopping.aisles[aisle]);

export async function copyList(groups: readonly ShoppingGroup[]) {
  try {
    await navigator.clipboard.writeText(listText(groups));
    toast({ title: nlShopping.copied, description: nlShopping.copiedText });
  } catch {
    toast({ title: nlShopping.copyFailed, description: nlShopping.copyFailedText, variant: "destructive" });
  }
}

/** The system's share sheet, where the browser has one (phones); elsewhere 'Deel' is not shown. */
export const canShare = () => typeof navigator.share === "function";

export async function shareList(groups: readonly ShoppingGroup[]) {
  try {
    await navigator.share({ title: nlShopping.title, text: listText(groups) });
  } catch {
    // Closing the share sheet rejects too: nothing to say.
  }
}
