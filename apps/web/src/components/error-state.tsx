import { useRouter } from "@tanstack/react-router";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

/**
 * A failed call: what happened in Dutch, with a way to try again. The call's own (English)
 * message is the error's technical message: kept for the console and the markup, never shown.
 */
export function ErrorState({
  message,
  technical,
  onRetry,
}: {
  message: string;
  technical: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      data-error={technical}
      className="mx-auto my-10 max-w-md rounded-2xl border border-border bg-surface p-6 text-center"
    >
      <h2 className="text-lg font-semibold">{nl.errors.title}</h2>
      <p className="mt-2 text-muted">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClass({ className: "mt-4" })}>
        {nl.errors.retry}
      </button>
    </div>
  );
}

/** A route whose loader failed: trying again reloads the route's data. */
export function routeError(message: string, technical: string) {
  return function RouteError({ reset }: { reset: () => void }) {
    const router = useRouter();
    return (
      <ErrorState
        message={message}
        technical={technical}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    );
  };
}
