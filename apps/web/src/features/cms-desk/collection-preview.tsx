import { nlDesk } from "@repo/strings";

export interface PreviewRecipes {
  added: { id: string; name: string }[];
  changed: { id: string; name: string; fields: string[] }[];
}

const t = nlDesk.collection;

/** A field as the form names it, in lower case inside a sentence. */
const fieldName = (field: string) => t.otherFields[field] ?? nlDesk.fields[field]?.toLowerCase() ?? field;

/** Under a collection preview's counts: which recipes it adds and changes, and what of each. */
export function CollectionPreviewList({ recipes }: { recipes: PreviewRecipes }) {
  if (recipes.added.length + recipes.changed.length === 0) return null;
  return (
    <div data-testid="collection-preview-recipes" className="max-h-80 space-y-3 overflow-y-auto text-sm">
      {recipes.added.length > 0 && (
        <div>
          <p className="font-semibold">{t.addedTitle}</p>
          <ul className="list-disc pl-5">
            {recipes.added.map((recipe) => (
              <li key={recipe.id}>{recipe.name}</li>
            ))}
          </ul>
        </div>
      )}
      {recipes.changed.length > 0 && (
        <div>
          <p className="font-semibold">{t.changedTitle}</p>
          <ul className="list-disc pl-5">
            {recipes.changed.map((recipe) => (
              <li key={recipe.id}>
                <span className="font-medium">{recipe.name}</span>{" "}
                <span className="text-muted">{t.fieldsChanged(recipe.fields.map(fieldName).join(", "))}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
