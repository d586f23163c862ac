import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-ink text-white hover:bg-ink/85",
  accent: "bg-brand-pink-ink text-white hover:bg-brand-pink-ink/90",
  outline: "border-2 border-ink bg-white text-ink hover:bg-ink hover:text-white",
  ghost: "text-ink hover:bg-ink/5",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-13 px-8 text-base",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** Button look, shared by <button> and links that act as buttons. */
export function buttonClassName({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}
