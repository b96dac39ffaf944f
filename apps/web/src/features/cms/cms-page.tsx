import type { ErrorComponentProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";

import { buttonClass, Heading } from "@repo/ui";

import { ErrorState, useRetry } from "~/components/error-state";

export function CmsBackLink({ to, children }: { to: "/cms"; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ variant: "secondary", size: "sm" })}>
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}

/** A CMS page: the back link, the page title, then the content. */
export function CmsPage({ back, title, children }: { back: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <div className="mb-4">{back}</div>
      <Heading level={1} className="mb-6">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A CMS route's failed read, in the CMS's words (which visitors never download). */
export function cmsRouteError(message: string, technical: string) {
  return function CmsRouteError({ reset }: ErrorComponentProps) {
    return <ErrorState message={message} technical={technical} onRetry={useRetry(reset)} />;
  };
}
