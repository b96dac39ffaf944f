import { Link } from "@tanstack/react-router";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { useAuth } from "~/features/auth/use-auth";
import { TimerSlot } from "~/features/cook/timer-slot";
import { ShoppingLink } from "~/features/shopping/header-link";
import {
  HEADER_ACTIONS_CLASS,
  HEADER_LINK_CLASS,
  HeaderFrame,
  Logo,
  LOGO_LINK_CLASS,
  THEME_BUTTON_CLASS,
  ThemeIcon,
  WeekLinkLabel,
} from "./frame";
import { useDarkMode } from "./theme";

export function Header() {
  const auth = useAuth();
  const dark = useDarkMode();
  const themeLabel = dark ? nl.header.darkModeOff : nl.header.darkModeOn;
  const admin = auth.data?.isAuthenticated === true;
  return (
    <HeaderFrame>
      <Link to="/" aria-label={nl.site.logoLabel} data-tip={nl.site.logoLabel} className={LOGO_LINK_CLASS}>
        <Logo compact={admin} />
      </Link>
      <div className={HEADER_ACTIONS_CLASS}>
        <Link
          to="/weekmenu"
          // Beside the CMS's button and the shopping list, phones narrower than 400 px have no room for it.
          className={admin ? `${HEADER_LINK_CLASS} max-[399px]:hidden` : HEADER_LINK_CLASS}
        >
          <WeekLinkLabel compact={admin} />
        </Link>
        {admin && (
          <Link to="/cms" className={buttonClass({ size: "sm" })}>
            {nl.header.cmsButton}
          </Link>
        )}
        <TimerSlot />
        <ShoppingLink />
        {/* The page's first script toggles dark mode on a tap (see theme.ts): no handler here. */}
        <button
          type="button"
          data-theme-toggle=""
          data-tip={themeLabel}
          aria-label={nl.header.darkMode}
          aria-pressed={dark}
          className={THEME_BUTTON_CLASS}
        >
          <ThemeIcon />
        </button>
      </div>
    </HeaderFrame>
  );
}
