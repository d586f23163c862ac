import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import type { PublicSession } from "../../queries";
import { seatsText } from "@/features/registrations/public";
import { datesText, modeText, placeText } from "@/features/sessions/public";

/** The id of the 'Prochaines sessions' card, which the phone's « S'inscrire » bar leads to. */
const UPCOMING_SESSIONS_ID = "prochaines-sessions";

/** Where the phone's « S'inscrire » leads: the sessions' card when one takes registrations. */
export function registrationAnchor(sessions: readonly PublicSession[]): string | undefined {
  return sessions.some((session) => session.status === "open") ? UPCOMING_SESSIONS_ID : undefined;
}

/** A formation page's 'Prochaines sessions' card, in the look of its other blocks; absent when none is offered. */
export function UpcomingSessions({ sessions }: { sessions: PublicSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <section
      id={UPCOMING_SESSIONS_ID}
      data-testid="sessions"
      aria-labelledby="sessions-title"
      className="detail-card scroll-mt-24"
    >
      <h2 id="sessions-title">
        <Icon name="calendar-check" />
        Prochaines sessions
      </h2>
      <ul className="mt-2 divide-y divide-ink/10">
        {sessions.map((session) => {
          const seats = seatsText(session.left);
          const dates = datesText(session);
          return (
            <li key={session.id} data-testid="session" className="session-row">
              <div>
                <p>{dates}</p>
                <p>
                  {placeText(session)} · {modeText(session)}
                </p>
                {seats ? <p className="session-seats">{seats}</p> : null}
              </div>
              {session.status === "open" ? (
                <a
                  href={paths.registration(session.id)}
                  className={buttonClassName({ className: "self-start sm:self-auto" })}
                >
                  S&apos;inscrire<span className="sr-only"> à la session {dates}</span>
                </a>
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
