import { executionAsyncResource } from "node:async_hooks";

/** The tick object held for the life of the process (see keepTickShape). */
let held: object | undefined;

/**
 * Keeps process.nextTick on its fast path for the life of the process. Every answer schedules some
 * ten ticks (streams, the HTTP server), and each tick is an object literal with computed keys
 * that V8 builds fast only while its inline cache has seen one shape. The shapes of tick objects
 * are reached by weak transitions, so a full garbage collection at a moment when no tick is
 * queued (the first one after start-up, or any in a quiet hour) drops them; the next tick
 * gets a new shape, the cache gives up for good, and every tick after that takes V8's slow path:
 * three times the cost, about 4 µs per small answer, a sixth of its CPU. One tick object held
 * here keeps the shapes alive, so the cache never sees another. Called as the process starts,
 * before anything has allocated enough to collect.
 */
export function keepTickShape(): Promise<void> {
  return new Promise((resolve) => {
    process.nextTick(() => {
      // Inside a tick callback the running resource is the tick object itself.
      held ??= executionAsyncResource();
      resolve();
    });
  });
}

/** The tick object held, for the test that it is one. */
export const heldTickObject = () => held;
