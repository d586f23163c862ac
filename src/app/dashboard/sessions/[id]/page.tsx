import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { listRegistrations, readSession } from "@/features/sessions/admin-queries";
import { statusLabels } from "@/features/sessions/admin-schema";
import { FillBar } from "@/features/sessions/components/admin/fill-bar";
import { RegistrationList } from "@/features/sessions/components/admin/registration-list";
import { SessionTools } from "@/features/sessions/components/admin/session-tools";
import { sessionState } from "@/features/sessions/seats";
import { sessionSurveyText } from "@/features/surveys/results";
import { readSessionSurveyStats } from "@/features/surveys/queries";
import { datesText, placeText } from "@/features/sessions/session-text";
import { recordIdOf } from "@/lib/validation";
import { adminPage } from "@/server/auth/pages";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Inscriptions de la session" };

export default async function SessionPage({ params }: PageProps<"/dashboard/sessions/[id]">) {
  await adminPage();
  const id = recordIdOf((await params).id);
  const db = await getDb();
  const session = id === null ? undefined : await readSession(db, id);
  if (!session) notFound();
  const [registrations, surveys] = await Promise.all([
    listRegistrations(db, session.id),
    readSessionSurveyStats(db, session.id),
  ]);
  const surveySummary = sessionSurveyText(surveys);
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
          statusLabels[sessionState(session, session.taken, currentDay())],
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <div className="max-w-md">
        <FillBar capacity={session.capacity} held={session.held_seats} taken={session.taken} />
      </div>
      {surveySummary && (
        <p className="mt-4 max-w-3xl text-sm text-ink/80" data-testid="survey-summary">
          {surveySummary}
        </p>
      )}
      <SessionTools session={session} registrations={registrations} />
      <h2 className="mt-8 font-display text-xl font-bold">Inscriptions</h2>
      <RegistrationList registrations={registrations} now={currentTime()} />
    </>
  );
}
