import type { Fetcher, ReadPath } from "./reads";

/** A stand-in for the server's reads in tests: whatever `answer` gives is the procedure's output. */
export const fakeFetcher =
  (answer: (path: ReadPath, input: unknown) => Promise<unknown>): Fetcher =>
  (path, input) =>
    answer(path, input) as Promise<never>;
