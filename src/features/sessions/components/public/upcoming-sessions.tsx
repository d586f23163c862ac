import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import type { PublicSession } from "../../queries";
import { seatsText } from "../../seats";
import { datesText, modeText, placeText } from "../../session-text";

/** A formation page's 'Prochaines sessions' card; absent when none is offered. */
export function UpcomingSessions({ sessions }: { sessions: PublicSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <section data-testid="sessions" aria-labelledby="sessions-title" className="rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="sessions-title" className="flex items-center gap-2 font-display text-2xl font-bold">
        <Icon name="calendar-check" className="size-6 text-brand-blue-ink" />
        Prochaines sessions
      </h2>
      <ul className="mt-2 divide-y divide-ink/10">
        {sessions.map((session) => {
          const seats = seatsText(session.left);
          const dates = datesText(session);
          return (
            <li key={session.id} data-testid="session" className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold">{dates}</p>
                <p className="text-sm text-ink/75">
                  {placeText(session)} · {modeText(session)}
                </p>
                {seats ? <p className="mt-1 text-sm font-semibold text-brand-pink-ink">{seats}</p> : null}
              </div>
              {session.status === "open" ? (
                <Link href={paths.registration(session.id)} className={buttonClassName({ className: "self-start sm:self-auto" })}>
                  S&apos;inscrire<span className="sr-only"> à la session {dates}</span>
                </Link>
              ) : (
                <p className="text-sm text-ink/70">Inscriptions bientôt ouvertes</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
