import { cva } from "class-variance-authority";

/**
 * One look for every button and button-like link, so a colour or size changes in one place.
 * A class builder rather than a component: links from the router take the same classes.
 */
export const buttonClass = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-primary font-semibold text-primary-fg shadow-sm hover:bg-primary-hover",
        secondary: "border border-border bg-surface hover:bg-surface-2",
        danger: "bg-danger font-semibold text-danger-fg hover:opacity-90",
      },
      size: {
        md: "h-11 px-4",
        // Still a 44 px touch target: small means narrower text, not a smaller finger.
        sm: "h-11 px-3 text-sm",
      },
      width: {
        auto: "",
        full: "w-full",
      },
    },
    defaultVariants: { variant: "primary", size: "md", width: "auto" },
  },
);
