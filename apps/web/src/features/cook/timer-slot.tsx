// Every page's header part of the kitchen timers: whether one is kept, and its chip once it is.
import { lazyModule } from "~/components/lazy-module";

/** Where this tab keeps its timers (sessionStorage): a reload keeps them, another tab has its own. */
export const TIMERS_KEY = "receptenboek:timers";

/** The chip, its clock and its alarm load only once a timer is started or kept. */
const chip = lazyModule(() => import("./timer-chip"));

export const showTimerChip = () => void chip.start().catch(() => undefined);

// A timer kept over a reload: the chip loads with the app and rings where the cook is. (On the
// server there is no sessionStorage, and nothing to load.)
try {
  if (sessionStorage.getItem(TIMERS_KEY) !== null) showTimerChip();
} catch {
  // No storage: no timer was kept.
}

/** The header's place for a running timer: nothing at all until there is one. */
export function TimerSlot() {
  const loaded = chip.useModule();
  return loaded && <loaded.TimerChip />;
}
