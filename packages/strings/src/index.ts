export { nl } from "./nl";
export { nlAdmin } from "./admin";
export { nlArt } from "./art";
export { nlWeek } from "./weekmenu";
export { nlShopping } from "./shopping";
export { nlCook } from "./cook";
export { nlServer } from "./server";
export { nlTools } from "./tools";
