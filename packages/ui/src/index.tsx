// The app's primitives: controls, headings, icons and states that any page draws with. The
// pages' own views live with their features in apps/web.
export { buttonClass } from "./button";
export { Heading } from "./heading";
export { Loading, Spinner } from "./status";
export { Icon } from "./icon";
export { CloseIcon } from "./close-icon";
