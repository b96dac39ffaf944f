import { Link } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { AUTH_CHECK_OPTIONS, trpc } from "~/lib/trpc";
import { MoonIcon, SunIcon } from "./icons";
import { useDarkMode } from "./theme";
import { Tip, TipGroup } from "./tip";

export function useAuth() {
  return trpc.auth.check.useQuery(undefined, AUTH_CHECK_OPTIONS);
}

export function Header() {
  const auth = useAuth();
  const { dark, toggle } = useDarkMode();
  const themeLabel = dark ? nl.header.darkModeOff : nl.header.darkModeOn;
  return (
    <header data-print="hide" className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <TipGroup>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <Tip label={nl.site.logoLabel}>
            <Link to="/" aria-label={nl.site.logoLabel} className="flex items-center gap-2 rounded-lg p-1">
              <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
              {/* With the CMS button on a phone, the logo alone has to do. */}
              <span
                className={`font-serif text-xl font-semibold tracking-tight text-primary ${auth.data?.isAuthenticated ? "hidden sm:inline" : ""}`}
              >
                {nl.site.name}
              </span>
            </Link>
          </Tip>
          <div className="flex items-center gap-2">
            {auth.data?.isAuthenticated && (
              <Link
                to="/cms"
                className="rounded-lg bg-primary px-3 py-2 text-sm font-medium whitespace-nowrap text-primary-fg hover:bg-primary-hover"
              >
                {nl.header.cmsButton}
              </Link>
            )}
            <Tip label={themeLabel}>
              <button
                type="button"
                onClick={toggle}
                aria-label={nl.header.darkMode}
                aria-pressed={dark}
                className="flex h-10 w-10 items-center justify-center rounded-lg border border-border bg-surface text-lg hover:bg-surface-2"
              >
                {dark ? <SunIcon /> : <MoonIcon />}
              </button>
            </Tip>
          </div>
        </div>
      </TipGroup>
    </header>
  );
}
