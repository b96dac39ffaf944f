import type { ErrorComponentProps } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useMatch, useRouter } from "@tanstack/react-router";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { useOnline } from "~/features/offline/online";

/**
 * A failed call: what happened in Dutch, with a way to try again. The call's own (English)
 * message is the error's technical message: kept for the console and the markup, never shown.
 */
export function ErrorState({
  message,
  technical,
  onRetry,
}: {
  message?: string;
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
      {message && <p className="mt-2 text-muted">{message}</p>}
      <button type="button" onClick={onRetry} className={buttonClass({ className: "mt-4" })}>
        {nl.errors.retry}
      </button>
    </div>
  );
}

/** Trying again after a route failed: its error boundary resets and its loaders run anew. */
export function useRetry(reset: () => void) {
  const router = useRouter();
  return () => {
    reset();
    void router.invalidate();
  };
}

/** Its code loads only when a recipe is missing offline. */
const NotKept = lazy(() => import("~/features/offline/not-kept"));

/**
 * Every route's page for a failed read: what it could not read (its `failure`), and a retry.
 * Offline, a recipe this device does not keep says so instead.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const failure = useMatch({ strict: false, select: (match) => match.staticData.failure });
  const retry = useRetry(reset);
  if (!useOnline() && failure === "fetchRecipe")
    return (
      <Suspense>
        <NotKept />
      </Suspense>
    );
  return (
    <ErrorState
      message={failure && nl.errors.shown[failure]}
      technical={failure ? nl.errors[failure] : String(error)}
      onRetry={retry}
    />
  );
}
