import { Link } from "@tanstack/react-router";

import type { Recipe } from "@repo/domain";
import { nlDesk } from "@repo/strings";
import { buttonClass } from "@repo/ui";

/**
 * Above a saved recipe's form: where it stands and the way to it on the site. A concept says it
 * is one, and its page (which only the administrator can open) is the visitor's view of it.
 */
export function SiteLink({ recipe }: { recipe: Pick<Recipe, "id" | "status"> }) {
  const concept = recipe.status === "draft";
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {concept && <ConceptMark />}
      {concept && <p className="text-sm text-muted">{nlDesk.concept.formNotice}</p>}
      <Link
        to="/recipe/$id"
        params={{ id: recipe.id }}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        {concept ? nlDesk.concept.previewAsVisitor : nlDesk.site.view}
        <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}

/** The mark of a recipe visitors cannot see yet. */
export function ConceptMark() {
  return (
    <span
      data-testid="concept-mark"
      className="rounded-full border border-dashed border-text/60 bg-surface-2 px-2.5 py-0.5 text-xs font-bold tracking-wide text-text uppercase"
    >
      {nlDesk.concept.mark}
    </span>
  );
}
