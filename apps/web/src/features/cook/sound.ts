/** One audio context, opened on the tap that starts a timer: browsers only allow sound after a tap. */
let context: AudioContext | null = null;

export function prepareSound() {
  try {
    context ??= new AudioContext();
    void context.resume();
  } catch {
    // No Web Audio: the timer still vibrates and shows its message.
  }
}

/** Three short beeps, made on the spot: no sound file to download or cache. */
export function beep() {
  prepareSound();
  const ctx = context;
  if (!ctx) return;
  try {
    for (const offset of [0, 0.35, 0.7]) {
      const start = ctx.currentTime + offset;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.3, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.25);
    }
  } catch {
    // A sound that fails leaves the buzz and the message: the alarm still reaches the cook.
  }
}

export function vibrate() {
  if ("vibrate" in navigator) navigator.vibrate([300, 120, 300]);
}
