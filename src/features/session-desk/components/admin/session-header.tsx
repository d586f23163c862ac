import Link from "next/link";
import { AdminPageHeader } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import type { SessionRow } from "@/features/session-desk/admin-queries";
import { statusLabels, datesText, placeText } from "@/features/sessions/public";
import { sessionState } from "@/features/registrations/public";
import { FillBar } from "./fill-bar";

/** The top of a session's page: the way back, what and when, where, who teaches, its seats. */
export function SessionHeader({ session, today }: { session: SessionRow; today: string }) {
  return (
    <>
      <Link
        href={paths.sessionsAdmin}
        className="text-sm font-semibold text-brand-blue-ink underline underline-offset-4"
      >
        ← Toutes les sessions
      </Link>
      <AdminPageHeader
        title={session.formation}
        description={[
          datesText(session),
          placeText(session),
          session.trainer ? `Formateur : ${session.trainer}` : null,
          statusLabels[sessionState(session, session.taken, today)],
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <div className="max-w-md">
        <FillBar capacity={session.capacity} held={session.held_seats} taken={session.taken} />
      </div>
    </>
  );
}
