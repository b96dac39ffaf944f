// The site's frame: skip link, header, logo, hero and the small icons around them.
import type { ReactNode, SVGProps } from "react";

import { nl } from "@repo/strings";
import { Icon } from "@repo/ui";

/** To the page's own content: on the overview that is the recipes, past the hero. */
export function SkipLink({ target = "inhoud" }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
    >
      {nl.site.skipToContent}
    </a>
  );
}

export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header data-print="hide" className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">{children}</div>
    </header>
  );
}

export const LOGO_LINK_CLASS = "flex items-center gap-2 rounded-lg p-1";

/** The logo and wordmark; with the CMS button on a phone, the logo alone has to do. */
export function Logo({ compact }: { compact: boolean }) {
  return (
    <>
      <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
      <span
        className={`font-serif text-xl font-semibold tracking-tight text-primary ${compact ? "hidden sm:inline" : ""}`}
      >
        {nl.site.name}
      </span>
    </>
  );
}

export const HEADER_ACTIONS_CLASS = "flex items-center gap-1 sm:gap-2";

/** A page link in the header; the page it leads to is marked. */
export const HEADER_LINK_CLASS =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium hover:bg-surface-2 [&.active]:text-primary [&.active]:underline underline-offset-4";

/**
 * The week menu's header link: its word beside a calendar; on the narrowest phones, and on a phone
 * beside the CMS's button (compact), the calendar alone, the word kept for screen readers.
 */
export function WeekLinkLabel({ compact }: { compact: boolean }) {
  return (
    <>
      <Icon>
        <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
      </Icon>
      <span className={compact ? "sr-only sm:not-sr-only" : "sr-only min-[400px]:not-sr-only"}>
        {nl.header.weekmenu}
      </span>
    </>
  );
}

export const THEME_BUTTON_CLASS =
  "flex h-11 w-11 items-center justify-center rounded-lg border border-border bg-surface text-lg hover:bg-surface-2";

/** The header's link to the shopping list: an icon on a phone, with its word from sm up. */
export const SHOPPING_LINK_CLASS =
  "relative flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-2.5 text-sm font-medium hover:bg-surface-2";

export const BasketIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M5 8h14l-1.5 12h-11zM9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);

/**
 * The dark-mode button's icon: a sun in dark mode, a moon in light mode. Both are drawn and the
 * page's class shows one, so the first paint already shows the right one and the icon is never
 * swapped while the app adopts the page (a tap whose press lands on an icon that is then replaced
 * is no click at all).
 */
export function ThemeIcon() {
  return (
    <>
      <Icon className="hidden dark:block">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </Icon>
      <Icon className="dark:hidden">
        <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
      </Icon>
    </>
  );
}
