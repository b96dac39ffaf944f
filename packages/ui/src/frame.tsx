// The site's frame: skip link, header, logo, hero and the small icons around them.
import type { ReactNode, SVGProps } from "react";

import { Icon } from "./icon";

import { heroImageSources } from "@repo/domain";
import { nl } from "@repo/strings";

export function SkipLink() {
  return (
    <a
      href="#inhoud"
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

export const HEADER_ACTIONS_CLASS = "flex items-center gap-2";

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

export const PrinterIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v7H6z" />
  </Icon>
);

export const ArrowLeftIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);

export function ThemeIcon({ dark }: { dark: boolean }) {
  return dark ? (
    <Icon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  ) : (
    <Icon>
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
    </Icon>
  );
}

/** The home page's banner: title, subtitle, two buttons that lead to the recipes, and the image. */
export function HeroView(props: {
  /** undefined while the setting is unknown: then no image yet, so the default never flashes. */
  heroImageUrl: string | null | undefined;
  onExplore?: () => void;
  onSearch?: () => void;
}) {
  return (
    <section data-print="hide" className="relative isolate overflow-hidden bg-[#1f3a27]">
      {props.heroImageUrl !== undefined && (
        <img
          {...heroImageSources(props.heroImageUrl)}
          alt={nl.hero.imageAlt}
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      {/* The scrim keeps white text at AA contrast over any picture: an even 60 % black where
          the text spans a phone's width, a gradient behind the text column on wider screens. */}
      <div
        className="absolute inset-0 bg-black/60 md:bg-transparent md:bg-gradient-to-r md:from-black/75 md:via-black/60 md:to-black/10"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex min-h-[260px] max-w-7xl flex-col justify-center px-4 py-8 sm:min-h-[340px] sm:py-14 md:min-h-[420px]">
        <h1 className="max-w-xl font-serif text-3xl font-semibold text-white sm:text-4xl md:text-5xl">
          {nl.hero.title}
        </h1>
        <p className="mt-3 max-w-lg text-base text-white sm:mt-4 sm:text-lg">{nl.hero.subtitle}</p>
        <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
          <button
            type="button"
            onClick={props.onExplore}
            className="min-h-11 rounded-lg bg-white px-4 py-2.5 font-semibold text-[#1f3a27] shadow hover:bg-white/90 sm:px-5 sm:py-3"
          >
            {nl.hero.explore}
          </button>
          <button
            type="button"
            onClick={props.onSearch}
            className="min-h-11 rounded-lg border border-white/80 px-4 py-2.5 font-semibold text-white hover:bg-white/10 sm:px-5 sm:py-3"
          >
            {nl.hero.search}
          </button>
        </div>
      </div>
    </section>
  );
}
