import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the heap grow past what its last full collection kept. By default it allows up
 * to about four times that when the program allocates fast, and a server answering a flood of
 * searches allocates fast: its heap of some 45 MiB of live data swelled to 200 MiB and more between
 * collections, and the process's memory by 500 MiB. A growth of 30 % keeps it near what it holds,
 * for a full collection every few hundred milliseconds under such a flood (a few milliseconds
 * each, most of the marking done between answers).
 */
export const HEAP_FLAGS = "--heap-growing-percent=30";

/**
 * Applies HEAP_FLAGS to this process and the threads it starts after. Node 20 and 22 apply it;
 * Node 24's V8 ignores a flag set once it runs.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(HEAP_FLAGS);
}
