const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS = {
  primary: "bg-primary font-semibold text-primary-fg shadow-sm hover:bg-primary-hover",
  secondary: "border border-border bg-surface hover:bg-surface-2",
  danger: "bg-danger font-semibold text-danger-fg hover:opacity-90",
};

const SIZES = {
  md: "h-11 px-4",
  // Still a 44 px touch target: small means narrower text, not a smaller finger.
  sm: "h-11 px-3 text-sm",
};

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  width?: "auto" | "full";
  className?: string;
}

/**
 * One look for every button and button-like link, so a colour or size changes in one place.
 * A class builder rather than a component: links from the router take the same classes. Three
 * lookups need no variant library in every visitor's first load.
 */
export function buttonClass({
  variant = "primary",
  size = "md",
  width = "auto",
  className,
}: ButtonLook = {}) {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${width === "full" ? " w-full" : ""}${className ? ` ${className}` : ""}`;
}
