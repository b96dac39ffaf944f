import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";

import { nl } from "@repo/strings";
import { buttonClass, SiteFooter, SkipLink } from "@repo/ui";

import type { AppContext } from "~/router";
import { Header } from "~/components/header";
import { Toaster } from "~/components/toaster";
import { OfflineBanner } from "~/features/offline/offline-banner";

export const Route = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  // The app has adopted the page: from here on taps and typing reach it, not the first paint.
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
  return (
    <>
      <SkipLink />
      <Header />
      <OfflineBanner />
      <main id="inhoud" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{nl.site.pageTitle(nl.notFound.title)}</title>
      <h1 className="font-serif text-4xl font-semibold">{nl.notFound.title}</h1>
      <p className="mt-3 text-muted">{nl.notFound.text}</p>
      <Link to="/" className={buttonClass({ className: "mt-6" })}>
        {nl.notFound.back}
      </Link>
    </section>
  );
}
