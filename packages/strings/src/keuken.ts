import { nlKeukenOverview } from "./keuken-overview";
import { keukenAtHome } from "./keuken/at-home";
import { keukenCooked } from "./keuken/cooked";
import { keukenKeep } from "./keuken/keep";
import { keukenListFit } from "./keuken/list-fit";
import { keukenMyList } from "./keuken/my-list";

/**
 * Mijn keuken's texts (what is at home, the reader's own list, what was cooked, what the device
 * keeps): an object of its own, loaded with the pages and parts that show them.
 */
export const nlKeuken = {
  ...nlKeukenOverview,
  ...keukenAtHome,
  ...keukenMyList,
  ...keukenListFit,
  ...keukenCooked,
  ...keukenKeep,
} as const;
