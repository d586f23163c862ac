import { joinClasses } from "@/lib/join-classes";

/** Inputs and text areas: a read-only one looks inert (globals.css). */
export const fieldClassName = "field field-text";
/** Selects: browsers count every select as read-only, so the inert look would grey them all. */
export const selectClassName = "field";
export const labelClassName = "text-sm font-bold tracking-wide";

/** A field's error, tied to it by `aria-describedby` and announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-brand-pink-ink">
      {message}
    </p>
  );
}

interface FieldFrame {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
}

/** The label above, the hint and the error below, tied to the control for screen readers. */
function Field({
  id,
  label,
  error,
  hint,
  className,
  control,
}: FieldFrame & { control: (aria: React.AriaAttributes) => React.ReactNode }) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {control({ "aria-invalid": Boolean(error), "aria-describedby": described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled text input with its error and an optional hint (react-hook-form's register spreads in). */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & React.ComponentProps<"input">) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(aria) => <input id={id} {...aria} className={fieldClassName} {...input} />}
    />
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldFrame & React.ComponentProps<"textarea">) {
  const frame = { id, label, error, hint, className };
  return (
    <Field
      {...frame}
      control={(aria) => (
        <textarea
          id={id}
          {...aria}
          className={joinClasses(fieldClassName, "resize-y")}
          {...textarea}
        />
      )}
    />
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldFrame & React.ComponentProps<"select">) {
  const frame = { id, label, error, hint, className };
  return (
    <Field
      {...frame}
      control={(aria) => (
        // A select matches :read-only in Chromium: keep it looking editable.
        <select id={id} {...aria} className={selectClassName} {...select}>
          {children}
        </select>
      )}
    />
  );
}
