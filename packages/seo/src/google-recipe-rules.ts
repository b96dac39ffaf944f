// Google's rules for Recipe structured data, as tests for the structured-data checker: what the
// search documentation calls required fails a page, what it recommends only warns. The checker's
// own Google preset covers articles, not recipes. Queries are JMESPath over the Recipes found;
// a query that must find nothing ends in `| [0]` and expects nothing (`expect: false`). A pattern
// is matched on a projection (`Recipe[*].x`): on a single string the checker counts the match's
// array as no pass.

const DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\//;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

interface Rule {
  test: string;
  description: string;
  /** True: present; false: absent; a text: exactly that; a RegExp: matching. */
  expect?: boolean | RegExp | string;
  warning?: boolean;
  conditional?: { test: string };
}

const required: Rule[] = [
  { test: "Recipe[0].name", description: "name" },
  { test: "Recipe[0].image", description: "image" },
  {
    test: "Recipe[0].image[?!starts_with(@, 'http')] | [0]",
    description: "image: absolute URLs",
    expect: false,
  },
];

const recommended: Rule[] = [
  "author",
  "datePublished",
  "description",
  "keywords",
  "recipeCategory",
  "recipeCuisine",
  "recipeIngredient",
  "recipeInstructions",
  "recipeYield",
  "nutrition.calories",
  "totalTime",
  "aggregateRating",
  "video",
].map((path) => ({ test: `Recipe[0].${path}`, description: path, warning: true }));

/** `path` must match `pattern` wherever the Recipe has it. */
const shaped = (path: string, description: string, pattern: RegExp): Rule => ({
  test: `Recipe[*].${path}`,
  description,
  expect: pattern,
  conditional: { test: `Recipe[0].${path}` },
});

/** `path` must be there whenever `when` is. */
const needs = (path: string, when: string, description: string): Rule => ({
  test: `Recipe[0].${path}`,
  description,
  conditional: { test: `Recipe[0].${when}` },
});

/** Checked whenever the property is there: a wrong shape is an error, not a missed chance. */
const shapes: Rule[] = [
  shaped("url", "url: absolute", ABSOLUTE_URL),
  needs("author.name", "author", "author.name"),
  {
    test: "Recipe[0].author[?!contains(['Person', 'Organization'], \"@type\")] | [0]",
    description: "author: a Person or an Organization",
    expect: false,
  },
  ...["prepTime", "cookTime", "totalTime"].map((path) =>
    shaped(path, `${path}: an ISO 8601 duration`, DURATION),
  ),
  // 'Always use in combination with cookTime', and the other way round.
  needs("cookTime", "prepTime", "prepTime comes with cookTime"),
  needs("prepTime", "cookTime", "cookTime comes with prepTime"),
  shaped("datePublished", "datePublished: an ISO 8601 date", ISO_DATE),
  // 'Specify the number of servings produced from this recipe with just a number.'
  shaped("recipeYield", "recipeYield: the servings as just a number", /^\d+$/),
  needs("recipeYield", "nutrition", "nutrition per serving needs recipeYield"),
  shaped("nutrition.calories", "nutrition.calories: an energy", /^\d+(\.\d+)? (kcal|calories)$/),
  {
    test: 'Recipe[0].nutrition."@type"',
    description: "nutrition: a NutritionInformation",
    expect: "NutritionInformation",
    conditional: { test: "Recipe[0].nutrition" },
  },
  {
    test: "Recipe[0].recipeInstructions[?\"@type\" != 'HowToStep' || !text] | [0]",
    description: "recipeInstructions: HowToSteps with a text",
    expect: false,
  },
  {
    test: "Recipe[0].tool[?\"@type\" != 'HowToTool' || !name] | [0]",
    description: "tool: HowToTools with a name",
    expect: false,
  },
  // 'Don't use a tag that should be in recipeCategory or recipeCuisine.'
  {
    test: "Recipe[?contains(keywords, recipeCategory)] | [0]",
    description: "keywords: not the recipeCategory again",
    expect: false,
  },
];

/** The preset the checker runs on a recipe page. */
export const googleRecipe = {
  name: "Google Recipe",
  description: "Google Search's required and recommended Recipe properties",
  conditional: { test: "Recipe" },
  tests: [
    { test: "Recipe", description: "a Recipe in JSON-LD", type: "jsonld" },
    ...required,
    ...recommended,
    ...shapes,
  ],
};
