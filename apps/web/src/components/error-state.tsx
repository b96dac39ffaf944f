import { nl } from "@repo/strings";

/** A failed call: its section 8 message, in a Dutch frame, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-md rounded-2xl border border-border bg-surface p-6 text-center"
    >
      <h2 className="text-lg font-semibold">{nl.errors.title}</h2>
      <p className="mt-2 text-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-lg bg-primary px-4 py-2 font-medium text-primary-fg hover:bg-primary-hover"
      >
        {nl.errors.retry}
      </button>
    </div>
  );
}
