import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export type TButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive";
export type TButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 select-none";
const variants: Record<TButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  secondary: "bg-brand-100 text-brand-900 hover:bg-brand-200",
  outline: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-50",
  ghost: "text-stone-800 hover:bg-stone-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
};
const sizes: Record<TButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-base sm:text-lg",
};

/** The button look, for links that should look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: TButtonVariant; size?: TButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and disables the button; the label stays so the name does not change. */
  isLoading?: boolean;
};

export function Button({ variant, size, isLoading, className, disabled, children, type = "button", ...props }: TButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
