import type { ComponentType } from "react";
import { useEffect, useState } from "react";

import { useOnline } from "./online";

/** Offline, the recipes this device keeps and the mark a card shows for it. */
export interface OfflineMarks {
  kept: ReadonlySet<string>;
  Mark: ComponentType<{ kept: boolean }>;
}

/**
 * The cards' offline marks: null online. Offline the worker's caches are read (the code that does
 * so loads only then) and read again each time the connection goes.
 */
export function useOfflineMarks(): OfflineMarks | null {
  const online = useOnline();
  const [marks, setMarks] = useState<OfflineMarks | null>(null);
  useEffect(() => {
    if (!online)
      void import("./offline-marks")
        .then(async (m) => setMarks({ kept: await m.keptOffline(), Mark: m.OfflineMark }))
        .catch(() => undefined);
  }, [online]);
  return online ? null : marks;
}
