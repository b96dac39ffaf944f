/** What the page's first script kept: the server's buttons tapped before the app listened. */
type EarlyTaps = { __earlyTaps?: HTMLElement[] };

/**
 * Presses again, in order, the buttons tapped before the app started. Called right after React
 * has begun adopting the page: React then finishes adopting the tapped part at once and runs the
 * button's own handler, as it does for a tap that comes in while it adopts.
 */
export function replayEarlyTaps() {
  const held = window as unknown as EarlyTaps;
  const taps = held.__earlyTaps ?? [];
  delete held.__earlyTaps;
  for (const button of taps) {
    if (button.isConnected) button.click();
  }
}
