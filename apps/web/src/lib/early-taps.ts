import { useHydrated } from "./hydrated";

/** What the page's first script kept: the server's buttons and boxes tapped before the app listened. */
type EarlyTaps = { __earlyTaps?: HTMLElement[] };

/** What a form of early boxes says once React has adopted it (see useEarlyBoxes). */
const ADOPTED = "adopted";

/**
 * The props of a form whose boxes the page's first script keeps taps on (index.html): it says
 * once it has rendered after the first paint. Until then a box ticked by the app is seen by
 * React, as it adopts the box, as a box to be set back, and its change never reaches the form.
 */
export function useEarlyBoxes() {
  return { "data-early-boxes": useHydrated() ? ADOPTED : "" };
}

const adopted = (box: HTMLElement) => box.closest(`[data-early-boxes='${ADOPTED}']`) !== null;

/** About ten seconds of frames: an element not adopted by then is gone or never will be. */
const MAX_FRAMES = 600;

/** Ticks a box (a checkbox, a radio button) once React has adopted it. */
function tickWhenAdopted(box: HTMLElement, frame = 0) {
  if (!box.isConnected) return;
  if (adopted(box)) box.click();
  else if (frame < MAX_FRAMES) requestAnimationFrame(() => tickWhenAdopted(box, frame + 1));
}

/**
 * Presses again, in order, the buttons tapped before the app started. Called right after React
 * has begun adopting the page: React then finishes adopting the tapped part at once and runs the
 * button's own handler, as it does for a tap that comes in while it adopts. Boxes are ticked as
 * soon as React has adopted them.
 */
export function replayEarlyTaps() {
  const held = window as unknown as EarlyTaps;
  const taps = held.__earlyTaps ?? [];
  delete held.__earlyTaps;
  for (const element of taps) {
    if (element instanceof HTMLInputElement) tickWhenAdopted(element);
    else if (element.isConnected) element.click();
  }
}
