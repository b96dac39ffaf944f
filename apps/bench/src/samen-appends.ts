import { call, newHousehold } from "./samen-streams";

export interface AppendFigures {
  households: number;
  /** Appends stored before the first refusal, and how many a second that was. */
  accepted: number;
  perSecond: number;
  /** The first refusal, as the server answered it (a 429 when a limit did), null if none came. */
  refusedWith: string | null;
}

/** Each household's writers come from addresses of their own: 4 of them outrun its limit (240 a minute) together, not each its own (120). */
const WRITERS = 4;
/** Every writer has an address no earlier run used: the limits count a minute per address. */
let writers = 0;
/** A slow server ends the run before any limit answers: the rate is then that of these 10 s. */
const MAX_MS = 10_000;

/**
 * `households` households written to at once, each by 4 writers sending 200-byte updates as fast
 * as their answers come, until the first refusal (or 10 s): what the server stores before the
 * limits answer.
 */
export async function appendRate(origin: string, households: number): Promise<AppendFigures> {
  const ids: string[] = [];
  for (let n = 0; n < households; n++) ids.push(await newHousehold(origin));
  let accepted = 0;
  let refusedWith: string | null = null;
  let stoppedAt = 0;
  const started = performance.now();
  const writer = async (id: string, address: string) => {
    while (refusedWith === null && performance.now() < started + MAX_MS) {
      try {
        await call(`${origin}/api/samen/${id}/updates`, "POST", { data: "A".repeat(200) }, address);
        if (refusedWith === null) accepted += 1;
      } catch (error) {
        if (refusedWith !== null) return;
        refusedWith = (error instanceof Error ? error.message : String(error))
          .split(": ")
          .slice(1)
          .join(": ");
        stoppedAt = performance.now();
      }
    }
  };
  await Promise.all(
    ids.flatMap((id) =>
      Array.from({ length: WRITERS }, () =>
        writer(id, `127.8.${Math.floor(writers / 250)}.${(writers++ % 250) + 1}`),
      ),
    ),
  );
  const seconds = ((stoppedAt || performance.now()) - started) / 1000;
  return { households, accepted, perSecond: Math.round(accepted / seconds), refusedWith };
}
