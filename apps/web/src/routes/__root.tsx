import { useSyncExternalStore } from "react";
import { createRootRoute, HeadContent, Link, Outlet } from "@tanstack/react-router";

import { privateHead } from "@repo/seo";
import { nl } from "@repo/strings";
import { buttonClass, SiteFooter, SkipLink } from "@repo/ui";

import { Header } from "~/components/header";
import { Toaster } from "~/components/toaster";
import { OfflineBanner } from "~/features/offline/offline-banner";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadAfterHydration />
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

const noSubscription = () => () => undefined;

/**
 * The server sent the page's head itself; the router takes it over once the app has adopted the
 * server's markup, so the first render matches that markup node for node (the head's JSON-LD
 * script renders in place, where the server's markup has none).
 */
function HeadAfterHydration() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <HeadContent /> : null;
}

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{privateHead(nl.notFound.title).title}</title>
      <h1 className="font-serif text-4xl font-semibold">{nl.notFound.title}</h1>
      <p className="mt-3 text-muted">{nl.notFound.text}</p>
      <Link to="/" className={buttonClass({ className: "mt-6" })}>
        {nl.notFound.back}
      </Link>
    </section>
  );
}
