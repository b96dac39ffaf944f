import type { SVGProps } from "react";

import { Icon } from "./icon";

/** The cross of every close button: dialogs, toasts, the shopping list's items. */
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
