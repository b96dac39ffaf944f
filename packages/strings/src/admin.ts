import { adminForm } from "./admin/form";
import { adminErrors, adminOffline, adminToasts } from "./admin/messages";
import { adminPassword, adminSettings } from "./admin/settings";
import { adminAuth, adminCms } from "./admin/sign-in-list";

/**
 * Texts only the CMS and its login show. Kept out of `nl` so a visitor's scripts never carry
 * them; the CMS pages' titles stay in `nl.pages` because every page reads the page list.
 */
export const nlAdmin = {
  auth: adminAuth,
  cms: adminCms,
  form: adminForm,
  settings: adminSettings,
  password: adminPassword,
  toasts: adminToasts,
  errors: adminErrors,
  offline: adminOffline,
} as const;
