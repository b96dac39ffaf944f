import { nlKeukenOverview } from "./keuken-overview";
import { keukenAtHome } from "./keuken/at-home";
import { keukenCooked } from "./keuken/cooked";
import { keukenKeep } from "./keuken/keep";
import { keukenMyList } from "./keuken/my-list";

/**
 * Mijn keuken's texts (what is at home, the reader's own list, what was cooked, what the device
 * keeps): an object of its own, loaded with the pages and parts that show them.
 */
export const nlKeuken = {
  ...nlKeukenOverview,
  ...keukenAtHome,
  ...keukenMyList,
  ...keukenCooked,
  ...keukenKeep,
  removed: "Alles is van dit apparaat verwijderd",
  nothingSent: "Niets hiervan wordt naar de server gestuurd.",
  fileName: "mijn-keuken.json",
  links: {
    atHome: "Wat heb ik in huis?",
    myList: "Mijn lijst",
    keep: "Wat dit apparaat bewaart",
  },
} as const;
