import type { createCaller } from "./root";
import type { ReadInput, ReadOutput, ReadPath } from "./wire";

type Caller = ReturnType<typeof createCaller>;

/** Each visitor read, as a call of the caller: the server renders pages with these. */
const READS: { [P in ReadPath]: (caller: Caller, input: ReadInput<P>) => Promise<ReadOutput<P>> } = {
  "recipes.summaries": (caller) => caller.recipes.summaries(),
  "recipes.overview": (caller, input) => caller.recipes.overview(input),
  "recipes.page": (caller, input) => caller.recipes.page(input),
  "recipes.related": (caller, input) => caller.recipes.related(input),
  "recipes.weekSample": (caller) => caller.recipes.weekSample(),
  "settings.get": (caller) => caller.settings.get(),
  "auth.check": (caller) => caller.auth.check(),
};

/** A visitor read by its procedure path, typed end to end (the web app's `Fetcher` on the server). */
export function callRead<P extends ReadPath>(
  caller: Caller,
  path: P,
  input: ReadInput<P>,
): Promise<ReadOutput<P>> {
  const read: (caller: Caller, input: ReadInput<P>) => Promise<ReadOutput<P>> = READS[path];
  return read(caller, input);
}
