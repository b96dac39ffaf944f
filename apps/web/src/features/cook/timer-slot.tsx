// Every page's header part of the kitchen timers: whether one is kept, and its chip once it is.
import { useEffect } from "react";

import { lazyModule } from "~/components/lazy-module";

/** Where this tab keeps its timers (sessionStorage): a reload keeps them, another tab has its own. */
export const TIMERS_KEY = "receptenboek:timers";

/** The chip, its clock and its alarm load only once a timer is started or kept. */
const chip = lazyModule(() => import("./timer-chip"));

export const showTimerChip = () => void chip.start().catch(() => undefined);

function hasStoredTimers(): boolean {
  try {
    return sessionStorage.getItem(TIMERS_KEY) !== null;
  } catch {
    return false;
  }
}

/** The header's place for a running timer: nothing at all until there is one. */
export function TimerSlot() {
  useEffect(() => {
    if (hasStoredTimers()) showTimerChip();
  }, []);
  const loaded = chip.useModule();
  return loaded && <loaded.TimerChip />;
}
