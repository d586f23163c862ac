"use client";

import { Switch } from "radix-ui";
import { labelClassName } from "./form-field";

/** An on/off switch with its label (the admin flag, 'Article publié', 'Lieu permanent'...). */
export function SwitchField({
  id,
  label,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-ink/25 transition-colors data-[state=checked]:bg-brand-green-ink"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
    </div>
  );
}
