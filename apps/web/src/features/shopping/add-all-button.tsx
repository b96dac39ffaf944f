import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { addFlow } from "./add-button";

/** 'Alles op de lijst' on the saved recipes; its work loads with the tap. */
export function AddAllButton() {
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary", size: "sm" })}
      onClick={() => void addFlow().then((flow) => flow.addSaved())}
    >
      {nl.shopping.addAll}
    </button>
  );
}
