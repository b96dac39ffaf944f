import { useEffect } from "react";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";

import type { AppContext } from "~/router";
import { SkipLink } from "~/components/frame";
import { Header } from "~/components/header";
import { SiteFooter } from "~/components/site-footer";
import { Toaster } from "~/components/toaster";
import { OfflineBanner } from "~/features/offline/offline-banner";
import { RECIPES_SECTION_ID } from "~/features/overview/overview-ids";

export const Route = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
});

function RootLayout() {
  // The app has adopted the page: from here on taps and typing reach it, not the first paint.
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
  const overview = useRouterState({ select: (s) => s.location.pathname === "/" });
  return (
    <>
      <SkipLink target={overview ? RECIPES_SECTION_ID : undefined} />
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
