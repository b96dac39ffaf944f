import { planWeek } from "../domain/src/weekmenu/index";
import { generatedCollection } from "../domain/src/weekmenu/generated";
for (const size of [100, 1000]) {
  const recipes = generatedCollection(size);
  const counts: Record<string, number> = {}; let bad = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= 1000; seed++) {
    const p = planWeek(recipes, { seed, start: "2026-11-30", people: 2 });
    if (p.gaveWay.length) bad++;
    for (const g of p.gaveWay) counts[g.rule] = (counts[g.rule] ?? 0) + 1;
  }
  console.log(size, bad, counts, ((performance.now() - t0) / 1000).toFixed(2), "ms/plan");
}
