import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { useReads } from "~/lib/reads";
import { addFlow } from "./add-button";

/** 'Alles op de lijst' on the saved recipes; its work loads with the tap. */
export function AddAllButton() {
  const reads = useReads();
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary", size: "sm" })}
      onClick={() => void addFlow().then((flow) => flow.addSaved(reads))}
    >
      {nl.shopping.addAll}
    </button>
  );
}
