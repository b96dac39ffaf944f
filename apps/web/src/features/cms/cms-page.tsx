import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";

/** Button looks shared by the CMS screens, in the visitor pages' tokens. */
export const BUTTON = {
  primary:
    "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-fg shadow-sm hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-4 font-medium hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-danger px-4 font-semibold text-danger-fg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60",
} as const;

export function CmsBackLink({ to, children }: { to: "/cms"; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-2"
    >
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
      <h1 className="mb-6 font-serif text-3xl font-semibold md:text-4xl">{title}</h1>
      {children}
    </section>
  );
}
