import { describe, expect, it } from "vitest";

import { keepUnitsTogether } from "./nbsp";

const N = "\u00a0";

describe("keepUnitsTogether", () => {
  it("joins amounts and units with a non-breaking space", () => {
    expect(keepUnitsTogether("Bak 15 min op 190 °C.")).toBe(`Bak 15${N}min op 190${N}°C.`);
    expect(keepUnitsTogether("200 g spinazie")).toBe(`200${N}g spinazie`);
    expect(keepUnitsTogether("½ el olijfolie")).toBe(`½${N}el olijfolie`);
    expect(keepUnitsTogether("Laat 10-12 minuten garen")).toBe(`Laat 10-12${N}minuten garen`);
    expect(keepUnitsTogether("1,5 liter bouillon")).toBe(`1,5${N}liter bouillon`);
  });

  it("leaves words that only start like a unit, and counts without a unit, alone", () => {
    expect(keepUnitsTogether("2 gele paprika's")).toBe("2 gele paprika's");
    expect(keepUnitsTogether("1 limoen")).toBe("1 limoen");
    expect(keepUnitsTogether("Snijd 2 uien")).toBe("Snijd 2 uien");
  });
});
