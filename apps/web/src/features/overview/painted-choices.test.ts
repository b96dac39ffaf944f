import { describe, expect, it } from "vitest";

import type { FilterState } from "@repo/domain";
import { EMPTY_FILTERS } from "@repo/domain";

import { readPaintedChoices } from "./painted-choices";

type Box = { name: string; value: string; checked: boolean; defaultChecked: boolean };
type Field = { value: string; defaultValue: string };

/** The overview's section as the app finds it: its field and boxes, as the visitor left them. */
function section(field: Field | null, boxes: Box[]): ParentNode {
  return {
    querySelector: () => field,
    querySelectorAll: () => boxes,
  } as unknown as ParentNode;
}

const box = (name: string, value: string, defaultChecked: boolean, checked: boolean): Box => ({
  name,
  value,
  checked,
  defaultChecked,
});

const adopt = (node: ParentNode, state: FilterState) => readPaintedChoices(node)?.(state) ?? null;

describe("readPaintedChoices", () => {
  it("finds nothing when the visitor changed nothing", () => {
    const painted = section({ value: "kip", defaultValue: "kip" }, [
      box("proteinTypes", "Kip", true, true),
      box("diets", "vegetarisch", false, false),
    ]);
    expect(readPaintedChoices(painted)).toBeNull();
    expect(readPaintedChoices(null)).toBeNull();
  });

  it("adopts boxes ticked and unticked and text typed on the server's page", () => {
    const painted = section({ value: "soep", defaultValue: "" }, [
      box("proteinTypes", "Kip", false, true),
      box("proteinTypes", "Vis", true, false),
      box("diets", "vegetarisch", false, true),
      box("preparationMethods", "Pan", false, false),
    ]);
    expect(adopt(painted, { ...EMPTY_FILTERS, proteinTypes: ["Vis"] })).toEqual({
      ...EMPTY_FILTERS,
      search: "soep",
      proteinTypes: ["Kip"],
      diets: ["vegetarisch"],
    });
  });

  it("keeps a tick the app also heard once, and an emptied field empty", () => {
    const painted = section({ value: "", defaultValue: "kip" }, [box("proteinTypes", "Kip", false, true)]);
    expect(adopt(painted, { ...EMPTY_FILTERS, search: "kip", proteinTypes: ["Kip"] })).toEqual({
      ...EMPTY_FILTERS,
      proteinTypes: ["Kip"],
    });
  });

  it("leaves boxes alone that are no filter", () => {
    const painted = section(null, [box("bewaard", "1", false, true)]);
    expect(readPaintedChoices(painted)).toBeNull();
  });
});
