import { nl } from "@repo/strings";

export function Spinner({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-[spin_0.8s_linear_infinite] rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}

/** The one loading state of every page: a spinner and 'Bezig met laden...'. */
export function Loading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-primary">
      <Spinner className="h-8 w-8" />
      <p className="text-text">{nl.common.loading}</p>
    </div>
  );
}
