import type { SVGProps } from "react";

import { Icon } from "@repo/ui";

/** The print button's icon, on the recipe page and the shopping list (apart from either's code). */
export const PrinterIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v7H6z" />
  </Icon>
);
