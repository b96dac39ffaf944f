import { nl } from "@repo/strings";

import { useOnline } from "./online";

/** Says so while the visitor is offline: what they see then is what this device kept. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-print="hide"
      className="border-b border-accent/40 bg-accent-soft px-4 py-2 text-center text-sm font-medium"
    >
      {nl.offline.banner}
    </p>
  );
}
