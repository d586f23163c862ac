import { joinClasses } from "@/lib/join-classes";

/** Each look is one class of globals.css (btn-primary...), so a page's HTML names it in a word. */
const variants = {
  primary: "btn-primary",
  accent: "btn-accent",
  outline: "btn-outline",
  ghost: "btn-ghost",
  /** A ghost button for removing something. */
  danger: "btn-danger",
  /** The outline button on a dark band. */
  outlineOnDark: "btn-outline-on-dark",
  /** A sent form's outcome. */
  success: "btn-success",
} as const;

const sizes = {
  sm: "btn-sm",
  md: "btn-md",
  lg: "btn-lg",
  /** Narrower, beside an icon or a field. */
  smTight: "btn-sm-tight",
  mdTight: "btn-md-tight",
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
export function buttonClassName({
  variant = "primary",
  size = "md",
  dimWhenDisabled = true,
  className,
}: ButtonStyle = {}) {
  return joinClasses(
    "btn",
    dimWhenDisabled && "btn-dim",
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
}: ButtonStyle & {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button type="submit" disabled={pending || disabled} className={buttonClassName(style)}>
      {pending ? pendingLabel : children}
    </button>
  );
}
