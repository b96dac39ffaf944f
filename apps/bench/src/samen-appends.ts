import { call, newHousehold } from "./samen-streams";

export interface AppendFigures {
  households: number;
  /** Appends stored before the first refusal, and how many a second that was. */
  accepted: number;
  perSecond: number;
  /** The first refusal's status (429 when a limit answered), null if none came. */
  refusedWith: number | null;
}

/** Each household's writers come from addresses of their own: 4 of them outrun its limit (240 a minute) together, not each its own (120). */
const WRITERS = 4;

/**
 * `households` households written to at once, each by 4 writers sending 200-byte updates as fast
 * as their answers come, until the first refusal: what the server stores before the limits answer.
 */
export async function appendRate(origin: string, households: number): Promise<AppendFigures> {
  const ids: string[] = [];
  for (let n = 0; n < households; n++) ids.push(await newHousehold(origin));
  let accepted = 0;
  let refusedWith: number | null = null;
  let stoppedAt = 0;
  const started = performance.now();
  const writer = async (id: string, address: string) => {
    while (refusedWith === null) {
      try {
        await call(`${origin}/api/samen/${id}/updates`, "POST", { data: "A".repeat(200) }, address);
        if (refusedWith === null) accepted += 1;
      } catch (error) {
        if (refusedWith !== null) return;
        refusedWith = Number(/: (\d{3}) /.exec(String(error))?.[1] ?? 0);
        stoppedAt = performance.now();
      }
    }
  };
  await Promise.all(
    ids.flatMap((id, h) =>
      Array.from({ length: WRITERS }, (_, w) =>
        writer(id, `127.8.${h % 250}.${w + 1 + 4 * Math.floor(h / 250)}`),
      ),
    ),
  );
  const seconds = ((stoppedAt || performance.now()) - started) / 1000;
  return { households, accepted, perSecond: Math.round(accepted / seconds), refusedWith };
}
