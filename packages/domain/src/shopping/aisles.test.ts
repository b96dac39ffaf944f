import { describe, expect, it } from "vitest";

import { aisleOf, isTapWater } from "./aisles";

describe("aisleOf", () => {
  it("finds the aisle by the longest word the name holds", () => {
    expect(aisleOf("gerookt paprikapoeder")).toBe("kruiden");
    expect(aisleOf("rode paprika")).toBe("groente");
    expect(aisleOf("kippenbouillon")).toBe("houdbaar");
    expect(aisleOf("kastanjechampignons")).toBe("groente");
    expect(aisleOf("geraspte mierikswortel")).toBe("olie");
    expect(aisleOf("olijfolie")).toBe("olie");
    expect(aisleOf("zwarte olijven")).toBe("houdbaar");
  });

  it("counts short words only on their own: no onion in 'suiker', no egg in 'prei'", () => {
    expect(aisleOf("rode ui")).toBe("groente");
    expect(aisleOf("lente-ui")).toBe("groente");
    expect(aisleOf("prei")).toBe("groente");
    expect(aisleOf("suikervrije jam")).toBe("overig");
    expect(aisleOf("rauwe ham")).toBe("vlees");
  });

  it("puts fresh herbs with the vegetables and dried ones on the spice rack", () => {
    expect(aisleOf("verse tijm")).toBe("groente");
    expect(aisleOf("gedroogde tijm")).toBe("kruiden");
    expect(aisleOf("gemalen gember")).toBe("kruiden");
  });

  it("reads the note for the freezer, a tin or a jar", () => {
    expect(aisleOf("edamameboontjes", "gepeld, diepvries")).toBe("diepvries");
    expect(aisleOf("frambozen", "vers of diepvries")).toBe("groente");
    expect(aisleOf("witte bonen", "uit pot, uitgelekt")).toBe("houdbaar");
    expect(aisleOf("mais", "uit blik")).toBe("houdbaar");
  });

  it("files what is no food, or unknown, under 'overig'", () => {
    expect(aisleOf("wc-papier")).toBe("overig");
    expect(aisleOf("tandpasta")).toBe("overig");
    expect(aisleOf("kaarsjes")).toBe("overig");
  });
});

describe("isTapWater", () => {
  it("knows tap water, and nothing that only holds the word", () => {
    expect(isTapWater("water")).toBe(true);
    expect(isTapWater("koud water")).toBe(true);
    expect(isTapWater("bruisend mineraalwater")).toBe(false);
    expect(isTapWater("watermeloen")).toBe(false);
  });
});
