import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-sprite";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatPriceNoTax } from "@/lib/money";
import type { RegistrationSession } from "../../queries";
import { seatsText } from "@/features/registrations/public";
import { datesText, modeText, placeText } from "@/features/sessions/public";

/** What a registrant signs up for: the session's dates, place, format, duration, price and seats. */
export function RegistrationSummary({
  session,
  formation,
  className,
}: RegistrationSession & { className?: string }) {
  const seats = seatsText(session.left);
  const rows: { icon: IconName; label: string; value: string }[] = [
    { icon: "calendar-days", label: "Dates", value: datesText(session) },
    {
      icon: "map-pin",
      label: "Lieu",
      value:
        session.place === "location" && session.address
          ? `${placeText(session)}, ${session.address}`
          : placeText(session),
    },
    { icon: "monitor-smartphone", label: "Format", value: modeText(session) },
    { icon: "clock-3", label: "Durée", value: formation.duration },
    {
      icon: "euro",
      label: "Prix",
      value: `${formatPriceNoTax(session.price_no_tax ?? formation.price_no_tax)} par participant`,
    },
  ];
  return (
    <aside
      aria-labelledby="summary-title"
      className={cn("self-start rounded-3xl bg-ink p-6 text-white shadow-lg", className)}
      data-testid="session-summary"
    >
      <h2 id="summary-title" className="font-display text-2xl font-bold">
        La session
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(({ icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 font-semibold text-white/70">
              <Icon name={icon} className="size-4 shrink-0 text-brand-yellow" />
              {label}
            </dt>
            <dd className="pl-6">{value}</dd>
          </div>
        ))}
      </dl>
      {seats ? <p className="mt-4 font-semibold text-brand-yellow">{seats}</p> : null}
      <a
        href={paths.formation(formation.slug)}
        className="mt-5 inline-block text-sm font-semibold underline underline-offset-4"
      >
        Voir le programme de la formation
      </a>
    </aside>
  );
}
