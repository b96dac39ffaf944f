/** What the page's first script kept: the server's buttons and boxes tapped before the app listened. */
type EarlyTaps = { __earlyTaps?: HTMLElement[] };

/** Whether React has adopted this element of the server's page (it then keeps its props on it). */
const adopted = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** About ten seconds of frames: an element not adopted by then is gone or never will be. */
const MAX_FRAMES = 600;

/**
 * Ticks a box (a checkbox, a radio button) once React has adopted it: React reads a box's change
 * from what it saw of it while adopting, so a box ticked before would look unchanged to it.
 */
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
