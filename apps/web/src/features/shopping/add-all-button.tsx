import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

/** 'Alles op de lijst' on the saved recipes; its work loads with the tap. */
export function AddAllButton() {
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary", size: "sm" })}
      onClick={() => void import("./add-flow").then((flow) => flow.addSaved())}
    >
      {nl.shopping.addAll}
    </button>
  );
}
