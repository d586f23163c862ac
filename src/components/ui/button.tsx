import { joinClasses } from "@/lib/join-classes";

const variants = {
  primary: "bg-ink text-white hover:bg-ink/85",
  accent: "bg-brand-pink-ink text-white hover:bg-brand-pink-ink/90",
  outline: "border-2 border-ink bg-white text-ink hover:bg-ink hover:text-white",
  ghost: "text-ink hover:bg-ink/5",
  /** A ghost button for removing something. */
  danger: "text-brand-pink-ink hover:bg-brand-pink-soft",
  /** The outline button on a dark band. */
  outlineOnDark: "border-2 border-white bg-transparent text-white hover:bg-white hover:text-ink",
  /** A sent form's outcome. */
  success: "bg-brand-green-ink text-white",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-13 px-8 text-base",
  /** Narrower, beside an icon or a field. */
  smTight: "h-9 px-3 text-sm",
  mdTight: "h-11 px-4 text-sm",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Dimmed while disabled (default); a button showing an outcome stays readable. */
  dimWhenDisabled?: boolean;
  /** Placement only (margins, width, display): the look comes from the variant and the size. */
  className?: string;
}

/** Button look, shared by <button> and links that act as buttons. */
export function buttonClassName({ variant = "primary", size = "md", dimWhenDisabled = true, className }: ButtonStyle = {}) {
  return joinClasses(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold tracking-wide transition-colors disabled:pointer-events-none",
    dimWhenDisabled && "disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}

/** A form's submit button: disabled and relabelled ('Envoi...') while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...style
}: ButtonStyle & { pending: boolean; pendingLabel: string; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button type="submit" disabled={pending || disabled} className={buttonClassName(style)}>
      {pending ? pendingLabel : children}
    </button>
  );
}
