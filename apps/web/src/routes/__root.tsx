import { createRootRouteWithContext, HeadContent, Link, Outlet } from "@tanstack/react-router";

import { privateHead } from "@repo/seo";
import { nl } from "@repo/strings";
import { buttonClass, SkipLink } from "@repo/ui";

import type { RouterContext } from "~/router";
import { Header } from "~/components/header";
import { Toaster } from "~/components/toaster";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      <Header />
      <main id="inhoud" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Toaster />
    </>
  );
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
