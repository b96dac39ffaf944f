import { nl, nlKeukenOverview } from "@repo/strings";

/** The site's footer on every page; the server's first paint and the app render the same one. */
export function SiteFooter() {
  return (
    <footer
      data-print="hide"
      aria-label={nl.site.footerLabel}
      className="mt-12 border-t border-border bg-surface-2/60"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <p className="max-w-md">
            <span className="font-serif text-base font-semibold text-text">{nl.site.name}</span>
            <br />
            {nl.site.footerText}
          </p>
        </div>
        <div className="flex flex-wrap gap-x-6">
          <a
            href="/"
            className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {nl.site.footerHome}
          </a>
          {/* What this device keeps, its file and its removal: reachable from every page. */}
          <a
            href="/mijn-keuken"
            className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {nlKeukenOverview.keep}
          </a>
        </div>
      </div>
    </footer>
  );
}
