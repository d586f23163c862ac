import { CalendarDays, Copy, MapPin, Users, XCircle } from "lucide-react";
import Link from "next/link";
import { ActionButton } from "@/components/ui/action-button";
import { AdminCard, CardActions } from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cancelSession, duplicateSession } from "@/features/session-desk/actions";
import type { SessionRow } from "@/features/session-desk/admin-queries";
import {
  statusLabels,
  type SessionChoices,
  datesText,
  placeText,
} from "@/features/sessions/public";
import { sessionState } from "@/features/registrations/public";
import { FillBar } from "./fill-bar";
import { SessionDialog } from "./session-dialog";

/** One session of '/dashboard/sessions': its dates, place, fill and what staff can do with it. */
export function SessionCard({
  session,
  choices,
  today,
}: {
  session: SessionRow;
  choices: SessionChoices;
  today: string;
}) {
  const state = sessionState(session, session.taken, today);
  const name = `${session.formation}, ${datesText(session, { lowercase: true })}`;
  return (
    <AdminCard>
      <p className="text-xs font-semibold uppercase tracking-wider text-ink/70">
        {statusLabels[state]} · {session.published ? "publiée" : "non publiée"}
      </p>
      <h2 className="mt-1 font-display text-lg font-bold">{session.formation}</h2>
      <p className="mt-2 flex items-center gap-2 text-sm font-semibold">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {datesText(session)}
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-ink/80">
        <MapPin aria-hidden className="size-4 shrink-0" />
        {placeText(session)}
      </p>
      <FillBar capacity={session.capacity} held={session.held_seats} taken={session.taken} />
      {session.waiting > 0 || session.toConfirm > 0 ? (
        <p className="mt-1 text-sm font-semibold text-brand-pink-ink">
          {[
            session.toConfirm > 0 ? `${session.toConfirm} à confirmer` : null,
            session.waiting > 0 ? `${session.waiting} en liste d'attente` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      <CardActions>
        <Link
          href={paths.sessionAdmin(session.id)}
          className={buttonClassName({ variant: "ghost", size: "sm" })}
          aria-label={`Inscriptions de « ${name} »`}
        >
          <Users aria-hidden className="size-4" /> Inscriptions
        </Link>
        {session.status === "cancelled" ? null : (
          <SessionDialog target={{ id: session.id, name }} choices={choices} />
        )}
        <ActionButton
          action={duplicateSession.bind(null, session.id)}
          messages={{ success: "Session dupliquée", failure: "Impossible de dupliquer la session" }}
          style={{ variant: "ghost", size: "smTight" }}
          accessibleName={`Dupliquer « ${name} »`}
        >
          <Copy aria-hidden className="size-4" />
        </ActionButton>
        {session.status === "cancelled" ? null : (
          <ActionButton
            action={cancelSession.bind(null, session.id)}
            messages={{ success: "Session annulée", failure: "Impossible d'annuler la session" }}
            confirm={{
              title: "Annuler la session",
              question:
                "La session quitte le site, ses inscriptions sont annulées et chaque inscrit est prévenu par e-mail.",
              yes: "Annuler la session",
              no: "Retour",
            }}
            style={{ variant: "danger", size: "smTight" }}
            accessibleName={`Annuler « ${name} »`}
          >
            <XCircle aria-hidden className="size-4" />
          </ActionButton>
        )}
      </CardActions>
    </AdminCard>
  );
}
