// The form's warnings from the computed nutrition (never blocking): salt above the page's notice,
// a meal short of protein, a protein-rich icon the nutrition does not earn.
import type { NutritionCheck, RecipeNutrition } from "@repo/domain";
import { nutritionChecks } from "@repo/domain";
import { nlClaims } from "@repo/strings";

function textOf(check: NutritionCheck): string {
  switch (check.kind) {
    case "salt":
      return nlClaims.form.salt(check.grams, nlClaims.salt.advice(check.from));
    case "mealProtein":
      return nlClaims.form.mealProtein(check.grams, check.min);
    case "proteinIcon":
      // Down, so a share just short of the rule never reads as the 20% it asks for.
      return nlClaims.form.proteinIcon(Math.floor(check.share * 100));
  }
}

export function NutritionChecks(props: {
  chapter: string;
  icons: readonly string[];
  nutrition: RecipeNutrition;
}) {
  const checks = nutritionChecks(props);
  if (checks.length === 0) return null;
  return (
    <ul
      role="status"
      data-testid="nutrition-checks"
      className="space-y-1 rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm"
    >
      {checks.map((check) => (
        <li key={check.kind} data-check={check.kind}>
          {textOf(check)}
        </li>
      ))}
    </ul>
  );
}
