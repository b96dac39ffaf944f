// Presentational pieces the server renders as the page's first paint and the web app renders
// again once it runs: one source, so the two are the same pixels.
export * from "./frame";
export { HeroView } from "./hero";
export {
  RecipeView,
  RECIPE_IMAGE_SIZES,
  ACTION_CLASS,
  ACTION_GROUP_CLASS,
  ACTION_LABEL_CLASS,
  ArrowLeftIcon,
  PrinterIcon,
} from "./recipe-view";
export { RecipeImage } from "./recipe-image";
export { RecipeIntro, RecipeNotes, RecipeTools } from "./recipe-details";
export { NutritionTable, RecipeLabels } from "./recipe-facts";
export { RecipeIcons } from "./recipe-icons";
export { SiteFooter } from "./site-footer";
export { RelatedStrip } from "./related-strip";
export type { LinkComponent, RelatedItem } from "./related-strip";
export type { RecipeViewData } from "./types";
export { buttonClass } from "./button";
export { Heading } from "./heading";
export { Loading, Spinner } from "./status";
export { Icon } from "./icon";
export { CloseIcon } from "./close-icon";
export { PrintFooterView } from "./print-footer";
export * from "./overview-ids";
export * from "./overview";
export * from "./filter-options";
export { EmptyResults } from "./empty-results";
export { COOK_LINK_CLASS, PortionsControl, PotIcon, TimerIcon } from "./kitchen";
export { HeartIcon, SaveToggle } from "./saved";
export { SavedChapterView } from "./saved-chapter";
export { WeekDays, WeekIntro, WeekLanding, dayTitle, weekRecipeHref } from "./week-view";
export type { WeekDayView, WeekRecipe, WeekSlotView } from "./week-view";
