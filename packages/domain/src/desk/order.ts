import type { Recipe } from "../recipe/recipe";
import { CHAPTERS } from "../recipe/options";

/** The CMS list's orders: newest first is the default, so a new recipe is at the top. */
export const DESK_SORTS = ["newest", "oldest", "name", "chapter"] as const;
export type DeskSort = (typeof DESK_SORTS)[number];

type Sortable = Pick<Recipe, "id" | "name" | "chapter" | "createdAt">;

const byName = new Intl.Collator("nl", { sensitivity: "base", numeric: true });

/** Oldest first among equal dates by id, so every order has one answer. */
const byDate = (a: Sortable, b: Sortable) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** A chapter's place in the book; an unknown one after the rest. */
const chapterRank = (chapter: string) => {
  const i = (CHAPTERS as readonly string[]).indexOf(chapter);
  return i === -1 ? CHAPTERS.length : i;
};

/** The recipes in the chosen order; by chapter is the book's order, by name within one. */
export function deskOrder<T extends Sortable>(recipes: readonly T[], sort: DeskSort = "newest"): T[] {
  const sorted = [...recipes];
  if (sort === "newest") return sorted.sort((a, b) => byDate(b, a));
  if (sort === "oldest") return sorted.sort(byDate);
  if (sort === "name") return sorted.sort((a, b) => byName.compare(a.name, b.name) || byDate(a, b));
  return sorted.sort(
    (a, b) =>
      chapterRank(a.chapter) - chapterRank(b.chapter) || byName.compare(a.name, b.name) || byDate(a, b),
  );
}
