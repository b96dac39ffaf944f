import { describe, expect, it } from "vitest";

import { nlAdmin } from "@repo/strings";

import type { RecipeDraft } from "./draft";
import { checkDraft, draftToInput, emptyDraft, sameDraft } from "./draft";

function valid(overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    ...emptyDraft(),
    name: "Kipsalade",
    chapter: "Lunch",
    proteinType: "Kip",
    preparationMethod: "Airfryer",
    ingredients: ["120 g kipfilet", "  ", "100 g sla"],
    instructions: "Snijd de kip.",
    airfryerTemp: "180",
    airfryerTime: "15",
    ...overrides,
  };
}

describe("emptyDraft", () => {
  it("starts with empty text fields, one empty ingredient, 15 minutes and no numbers", () => {
    expect(emptyDraft()).toMatchObject({
      name: "",
      ingredients: [""],
      prepTime: "15",
      calories: "",
      airfryerTemp: "",
    });
  });
});

describe("draftToInput", () => {
  it("drops blank ingredient rows and turns blank numbers into null", () => {
    const input = draftToInput(valid({ calories: "" }));
    expect(input.ingredients).toEqual(["120 g kipfilet", "100 g sla"]);
    expect(input.calories).toBeNull();
    expect(input.airfryerTemp).toBe(180);
  });

  it("falls back to 15 minutes when the prep time is not numeric", () => {
    expect(draftToInput(valid({ prepTime: "" })).prepTime).toBe(15);
    expect(draftToInput(valid({ prepTime: "abc" })).prepTime).toBe(15);
    expect(draftToInput(valid({ prepTime: "25" })).prepTime).toBe(25);
  });

  it("sends no image as null", () => {
    expect(draftToInput(valid({ imageUrl: "  " })).imageUrl).toBeNull();
  });
});

describe("checkDraft", () => {
  it("accepts a complete draft", () => {
    const result = checkDraft(valid());
    expect(result.success).toBe(true);
  });

  it("names every missing required field", () => {
    const result = checkDraft(emptyDraft());
    expect(result).toEqual({
      success: false,
      errors: {
        name: nlAdmin.form.fieldErrors.required,
        chapter: nlAdmin.form.fieldErrors.required,
        proteinType: nlAdmin.form.fieldErrors.required,
        preparationMethod: nlAdmin.form.fieldErrors.required,
        ingredients: nlAdmin.form.fieldErrors.ingredients,
        instructions: nlAdmin.form.fieldErrors.required,
      },
    });
  });

  it("gives the range of an out-of-range number", () => {
    const result = checkDraft(valid({ airfryerTemp: "300", calories: "0", airfryerTime: "121" }));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.airfryerTemp).toBe(nlAdmin.form.fieldErrors.range(1, 250));
    expect(result.errors.airfryerTime).toBe(nlAdmin.form.fieldErrors.range(1, 120));
    expect(result.errors.calories).toBe(nlAdmin.form.fieldErrors.range(1, 5000));
  });

  it("refuses a script URL as image", () => {
    const result = checkDraft(valid({ imageUrl: "javascript:alert(1)" }));
    expect(result.success === false && result.errors.imageUrl).toBe(nlAdmin.form.fieldErrors.url);
  });

  it("accepts an uploaded image path", () => {
    expect(checkDraft(valid({ imageUrl: "/objects/recipe-images/abcdefghijklmnop" })).success).toBe(true);
  });
});

describe("sameDraft", () => {
  it("ignores blank ingredient rows, which are never sent", () => {
    expect(sameDraft(emptyDraft(), { ...emptyDraft(), ingredients: ["", " "] })).toBe(true);
    expect(sameDraft(emptyDraft(), { ...emptyDraft(), name: "Soep" })).toBe(false);
  });
});

describe("the later fields in the form", () => {
  it("sends one tool per line, blank texts as cleared and the waiting time as a number", () => {
    const check = checkDraft(
      valid({
        intro: "  ",
        tools: "staafmixer\n\n muffinvorm \n",
        tips: "Ook lekker met kalkoen.",
        storage: "",
        waitTime: "30",
      }),
    );
    expect(check).toMatchObject({
      success: true,
      data: {
        intro: null,
        tools: ["staafmixer", "muffinvorm"],
        tips: "Ook lekker met kalkoen.",
        storage: null,
        waitTime: 30,
      },
    });
  });

  it("words a waiting time out of range, too many tools and a too long tip in Dutch", () => {
    const check = checkDraft(
      valid({
        waitTime: "-5",
        tools: Array.from({ length: 31 }, (_, i) => `vorm ${i}`).join("\n"),
        tips: "t".repeat(2001),
      }),
    );
    expect(check).toEqual({
      success: false,
      errors: {
        waitTime: "Vul een heel getal van 1 tot 2880 in.",
        tools: "Noem er hoogstens 30.",
        tips: "Deze tekst is te lang.",
      },
    });
  });
});
