import { describe, expect, it } from "vitest";

import { FORM_ONLY_PROTEIN_TYPES } from "@repo/domain";

import type { RecipeInput } from "./recipe";
import { LoginInputSchema, RecipeInputSchema, SettingsInputSchema } from "./recipe";

/** The smallest input the form could send: only the required fields. */
function minimal(overrides: Record<string, unknown> = {}): RecipeInput {
  return {
    name: "Omelet met spinazie",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    ingredients: ["2 stuks eieren"],
    instructions: "Klop de eieren los.\nBak ze.",
    ...overrides,
  };
}

const accepts = (overrides: Record<string, unknown>) =>
  RecipeInputSchema.safeParse(minimal(overrides)).success;

/** The paths of the fields that failed, e.g. ['name']. */
function failedPaths(overrides: Record<string, unknown>): string[] {
  const result = RecipeInputSchema.safeParse(minimal(overrides));
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
}

describe("RecipeInputSchema", () => {
  it("fills in the defaults of a new recipe", () => {
    const data = RecipeInputSchema.parse(minimal());
    expect(data).toMatchObject({
      prepTime: 15,
      icons: [],
      calories: null,
      airfryerTemp: null,
      airfryerTime: null,
      imageUrl: null,
    });
  });

  it("keeps the values it was given", () => {
    const data = RecipeInputSchema.parse(
      minimal({ prepTime: 25, calories: 350, airfryerTemp: 180, airfryerTime: 15, icons: ["egg", "hot"] }),
    );
    expect(data).toMatchObject({
      prepTime: 25,
      calories: 350,
      airfryerTemp: 180,
      airfryerTime: 15,
      icons: ["egg", "hot"],
    });
  });

  it("takes 1 to 24 whole portions and leaves them out when not given", () => {
    expect(RecipeInputSchema.parse(minimal()).servings).toBeUndefined();
    expect(RecipeInputSchema.parse(minimal({ servings: 1 })).servings).toBe(1);
    expect(RecipeInputSchema.parse(minimal({ servings: 24 })).servings).toBe(24);
    for (const servings of [0, 25, 1.5, "4", null]) expect(failedPaths({ servings })).toEqual(["servings"]);
  });

  it("trims the name and instructions", () => {
    const data = RecipeInputSchema.parse(minimal({ name: "  Omelet  ", instructions: "  Bak.  " }));
    expect(data.name).toBe("Omelet");
    expect(data.instructions).toBe("Bak.");
  });

  it.each(["", "   ", "\n\t"])("rejects a blank name %j", (name) => {
    expect(failedPaths({ name })).toEqual(["name"]);
  });

  it.each(["", "   ", "\n\n"])("rejects blank instructions %j", (instructions) => {
    expect(failedPaths({ instructions })).toEqual(["instructions"]);
  });

  it.each(["name", "chapter", "proteinType", "preparationMethod", "ingredients", "instructions"])(
    "requires %s",
    (field) => {
      expect(failedPaths({ [field]: undefined })).toContain(field);
    },
  );

  it("rejects a chapter that is not in the option list", () => {
    expect(failedPaths({ chapter: "Dessert" })).toEqual(["chapter"]);
  });

  it("matches the chapter exactly, not case-insensitively", () => {
    expect(failedPaths({ chapter: "ontbijt" })).toEqual(["chapter"]);
  });

  it("rejects a protein type that is not in the option list", () => {
    expect(failedPaths({ proteinType: "Tofu" })).toEqual(["proteinType"]);
  });

  it.each(FORM_ONLY_PROTEIN_TYPES)("accepts the form-only protein type %s", (proteinType) => {
    expect(accepts({ proteinType })).toBe(true);
  });

  it("rejects a preparation method that is not in the option list", () => {
    expect(failedPaths({ preparationMethod: "Magnetron" })).toEqual(["preparationMethod"]);
  });

  it("drops blank ingredient rows and trims the rest", () => {
    const data = RecipeInputSchema.parse(
      minimal({ ingredients: ["", " 2 stuks eieren ", "   ", "100 g spinazie"] }),
    );
    expect(data.ingredients).toEqual(["2 stuks eieren", "100 g spinazie"]);
  });

  it("requires at least one non-blank ingredient", () => {
    expect(failedPaths({ ingredients: [] })).toEqual(["ingredients"]);
    expect(failedPaths({ ingredients: ["", "  "] })).toEqual(["ingredients"]);
  });

  it.each([
    ["airfryerTemp", 0, false],
    ["airfryerTemp", 1, true],
    ["airfryerTemp", 250, true],
    ["airfryerTemp", 251, false],
    ["airfryerTime", 0, false],
    ["airfryerTime", 1, true],
    ["airfryerTime", 120, true],
    ["airfryerTime", 121, false],
    ["prepTime", 0, false],
    ["prepTime", 1, true],
    ["calories", 0, false],
    ["calories", 1, true],
    ["calories", 5000, true],
    ["calories", 5001, false],
  ] as const)("%s = %d is accepted: %s", (field, value, ok) => {
    expect(accepts({ [field]: value })).toBe(ok);
  });

  it.each(["prepTime", "calories", "airfryerTemp", "airfryerTime"])("rejects a non-integer %s", (field) => {
    expect(failedPaths({ [field]: 12.5 })).toEqual([field]);
  });

  it.each(["prepTime", "calories", "airfryerTemp", "airfryerTime"])(
    "rejects %s sent as a string",
    (field) => {
      expect(failedPaths({ [field]: "15" })).toEqual([field]);
    },
  );

  it("accepts null for the optional numbers", () => {
    expect(accepts({ calories: null, airfryerTemp: null, airfryerTime: null })).toBe(true);
  });

  it("accepts an https image URL", () => {
    const data = RecipeInputSchema.parse(minimal({ imageUrl: "https://example.com/omelet.jpg" }));
    expect(data.imageUrl).toBe("https://example.com/omelet.jpg");
  });

  it("accepts an uploaded image path", () => {
    const data = RecipeInputSchema.parse(minimal({ imageUrl: "/objects/recipe-images/x" }));
    expect(data.imageUrl).toBe("/objects/recipe-images/x");
  });

  it("turns an empty image URL into null", () => {
    expect(RecipeInputSchema.parse(minimal({ imageUrl: "" })).imageUrl).toBeNull();
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "//evil.com/x.png",
    "ftp://example.com/x.png",
    "omelet.jpg",
    "http://example.com/omelet.jpg",
    "HTTP://example.com/omelet.jpg",
    "https:///omelet.jpg",
  ])("rejects the image URL %j", (imageUrl) => {
    expect(failedPaths({ imageUrl })).toEqual(["imageUrl"]);
  });

  it("drops duplicate icon keys", () => {
    expect(RecipeInputSchema.parse(minimal({ icons: ["egg", "egg", "hot"] })).icons).toEqual(["egg", "hot"]);
  });
});

describe("SettingsInputSchema", () => {
  it("rejects an empty hero URL", () => {
    expect(SettingsInputSchema.safeParse({ heroImageUrl: "" }).success).toBe(false);
  });

  it("accepts null, which restores the default hero", () => {
    expect(SettingsInputSchema.parse({ heroImageUrl: null })).toEqual({ heroImageUrl: null });
  });

  it("accepts a URL", () => {
    const url = "https://example.com/hero.jpg";
    expect(SettingsInputSchema.parse({ heroImageUrl: url })).toEqual({ heroImageUrl: url });
  });

  it("rejects a javascript: URL", () => {
    expect(SettingsInputSchema.safeParse({ heroImageUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("rejects a plain http URL", () => {
    expect(SettingsInputSchema.safeParse({ heroImageUrl: "http://example.com/hero.jpg" }).success).toBe(
      false,
    );
  });
});

describe("LoginInputSchema", () => {
  it("accepts an ordinary password", () => {
    expect(LoginInputSchema.parse({ password: "correct horse" })).toEqual({ password: "correct horse" });
  });

  it.each(["pw\u0000", "pw\n", "\u0007pw", "pw\u007f"])("rejects the password %j", (password) => {
    expect(LoginInputSchema.safeParse({ password }).success).toBe(false);
  });

  it("rejects an empty password", () => {
    expect(LoginInputSchema.safeParse({ password: "" }).success).toBe(false);
  });
});
