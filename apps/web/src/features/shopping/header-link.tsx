import { useEffect } from "react";
import { Link } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { BasketIcon, SHOPPING_LINK_CLASS } from "~/components/frame";
import { lazyModule } from "~/components/lazy-module";
import { hasStoredList } from "./keys";

/** The count reads and merges the list: its code loads only where a list is kept. */
const counter = lazyModule(() => import("./header-count"));

export const startCount = () => void counter.start().catch(() => undefined);

/** 'Boodschappen' in the header, with the number of items still to buy once there is a list. */
export function ShoppingLink() {
  useEffect(() => {
    if (hasStoredList()) startCount();
  }, []);
  const count = counter.useModule();
  return (
    <Link to="/boodschappen" className={SHOPPING_LINK_CLASS}>
      <BasketIcon />
      <span className="sr-only sm:not-sr-only">{nl.shopping.link}</span>
      {count && <count.OpenCount />}
    </Link>
  );
}
