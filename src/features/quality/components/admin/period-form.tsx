import { buttonClassName } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import type { Period } from "@/lib/period";

/** « Du … au … »: a plain GET form, so the period is in the page's address. */
export function PeriodForm({ period, idPrefix }: { period: Period; idPrefix: string }) {
  return (
    <form className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
      <TextField
        id={`${idPrefix}-du`}
        label="Du"
        type="date"
        name="du"
        defaultValue={period.from}
      />
      <TextField id={`${idPrefix}-au`} label="Au" type="date" name="au" defaultValue={period.to} />
      <button type="submit" className={buttonClassName({ variant: "outline" })}>
        Changer la période
      </button>
    </form>
  );
}
