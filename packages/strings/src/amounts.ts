/** What the recipe page and cook mode say once the ingredients are for another number of portions. */
export const nlAmounts = {
  /**
   * Under the steps' heading: the steps keep the recipe's own counts ('vet 6 holtes'), so they
   * say for how many portions those are.
   */
  stepsWrittenFor: (servings: number) =>
    `Aantallen in de stappen gelden voor ${servings === 1 ? "1 portie" : `${servings} porties`}, zoals het recept is geschreven.`,
} as const;
