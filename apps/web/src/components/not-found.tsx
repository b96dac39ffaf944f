import type { ReactNode } from "react";
import { isNotFound, Link, notFound, useMatch } from "@tanstack/react-router";

import { nl } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

type Back = "/" | "/cms";

/** A recipe id that names no recipe; the page says so, with a way back to `back`. */
export const recipeNotFound = (back: Back = "/") => notFound({ data: back });

/**
 * Every route's page for what is not there: a recipe (see recipeNotFound) or a path no route
 * knows ('Page Not Found'). It reads the match rather than its props: the router's props type
 * names every route, and the router is made with this component, so the type would refer to itself.
 */
export function NotFound(): ReactNode {
  const back = useMatch({
    strict: false,
    select: (match) => (isNotFound(match.error) ? (match.error.data as Back | undefined) : undefined),
  });
  const title = back ? nl.recipe.notFound : nl.notFound.title;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{nl.site.pageTitle(title)}</title>
      <Heading level={1}>{title}</Heading>
      <p className="mt-3 text-muted">{back ? nl.recipe.notFoundText : nl.notFound.text}</p>
      <Link to={back ?? "/"} className={buttonClass({ className: "mt-6" })}>
        {nl.notFound.back}
      </Link>
    </section>
  );
}
