import { describe, expect, it } from "vitest";

import { caloriesDiffer, previewCalories, previewServings } from "./nutrition-preview";

describe("the form's nutrition preview rules", () => {
  it("warns when the typed calories are more than 10% off the computed ones, never without both", () => {
    expect(caloriesDiffer(275, 250)).toBe(false); // 10% exactly
    expect(caloriesDiffer(225, 250)).toBe(false);
    expect(caloriesDiffer(276, 250)).toBe(true);
    expect(caloriesDiffer(224, 250)).toBe(true);
    expect(caloriesDiffer(330, 337)).toBe(false);
    expect(caloriesDiffer(null, 250)).toBe(false);
    expect(caloriesDiffer(300, 0)).toBe(false);
  });

  it("asks for one portion while the portions field holds no valid number", () => {
    expect(previewServings("4")).toBe(4);
    expect(previewServings("")).toBe(1);
    expect(previewServings("0")).toBe(1);
    expect(previewServings("2.5")).toBe(1);
    expect(previewCalories(" ")).toBeNull();
    expect(previewCalories("320")).toBe(320);
  });
});
