import { nlDesk } from "@repo/strings";

/** Above a concept's page, which only the administrator can open: what visitors do not see yet. */
export function ConceptNotice() {
  return (
    <p
      role="status"
      data-testid="concept-notice"
      className="mx-auto mt-4 flex max-w-5xl flex-wrap items-center gap-2 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-text print:hidden"
    >
      <strong className="text-accent uppercase">{nlDesk.concept.mark}</strong>
      <span>{nlDesk.concept.notice}</span>
    </p>
  );
}
