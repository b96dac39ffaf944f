import { Link } from "@tanstack/react-router";

import { nlOffline } from "@repo/strings";
import { buttonClass } from "@repo/ui";

/** Offline, a recipe this device does not keep: said as it is, not as a failed connection. */
export default function NotKept() {
  return (
    <div
      role="alert"
      data-error="offline"
      className="mx-auto my-10 max-w-md rounded-2xl border border-border bg-surface p-6 text-center"
    >
      <h2 className="text-lg font-semibold">{nlOffline.missing}</h2>
      <p className="mt-2 text-muted">{nlOffline.missingText}</p>
      <Link to="/" className={buttonClass({ className: "mt-4" })}>
        {nlOffline.back}
      </Link>
    </div>
  );
}
