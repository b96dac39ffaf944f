// Every dataset the device keeps, read and written at once: the Mijn keuken page's file, import
// and 'remove all'.
import type { KitchenData } from "./export-file";
import { replaceSaved, savedIds } from "../saved/saved-store";
import { listSnapshot, replaceList } from "../shopping/store";
import { forgetWeek, saveWeek, storedWeek } from "../weekmenu/store";
import { cookLog } from "./cook-log-store";
import { myList } from "./my-list-store";
import { atHome, staples } from "./staples-store";

export { exportFile, mergeData } from "./export-file";

export function readDeviceData(): KitchenData {
  const list = listSnapshot();
  return {
    saved: [...savedIds()],
    shopping: { entries: [...list.entries], ticks: [...list.ticks] },
    week: storedWeek(),
    staples: staples.get(),
    atHome: atHome.get(),
    myList: myList.get(),
    cooked: cookLog.get(),
  };
}

export function writeDeviceData(data: KitchenData) {
  replaceSaved(data.saved);
  replaceList(data.shopping);
  if (data.week) saveWeek(data.week);
  else forgetWeek();
  staples.set(data.staples);
  atHome.set(data.atHome);
  myList.set(data.myList);
  cookLog.set(data.cooked);
}

/** Removes every dataset from this device. */
export function clearDeviceData() {
  replaceSaved([]);
  replaceList({ entries: [], ticks: [] });
  forgetWeek();
  for (const store of [staples, atHome, myList, cookLog]) store.clear();
}
