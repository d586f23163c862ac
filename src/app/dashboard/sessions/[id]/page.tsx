import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  listRegistrations,
  readSession,
  readSessionAttendance,
} from "@/features/session-desk/admin-queries";
import { AttendanceSection } from "@/features/session-desk/components/admin/attendance-section";
import { SessionHeader } from "@/features/session-desk/components/admin/session-header";
import { RegistrationList } from "@/features/session-desk/components/admin/registration-list";
import { seatsLeft } from "@/features/registrations/seats";
import { SessionTools } from "@/features/session-desk/components/admin/session-tools";
import { sessionSurveyText } from "@/features/surveys/results";
import { readSessionSurveyStats } from "@/features/surveys/queries";
import { recordIdOf } from "@/lib/validation";
import { readSessionAnswers } from "@/features/assessment/admin-queries";
import { SessionBilling } from "@/features/billing/components/admin/session-billing";
import { adminPage } from "@/server/auth/pages";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Inscriptions de la session" };
export default async function SessionPage({ params }: PageProps<"/dashboard/sessions/[id]">) {
  const admin = await adminPage();
  const id = recordIdOf((await params).id);
  const db = await getDb();
  const session = id === null ? undefined : await readSession(db, id);
  if (!session) notFound();
  const [registrations, surveys, attendance, answers] = await Promise.all([
    listRegistrations(db, session.id),
    readSessionSurveyStats(db, session.id),
    readSessionAttendance(db, session.id),
    readSessionAnswers(db, session.id),
  ]);
  const surveySummary = sessionSurveyText(surveys);
  return (
    <>
      <SessionHeader session={session} today={currentDay()} />
      {surveySummary && (
        <p className="mt-4 max-w-3xl text-sm text-ink/80" data-testid="survey-summary">
          {surveySummary}
        </p>
      )}
      <SessionTools session={session} registrations={registrations} />
      {attendance && (
        <AttendanceSection {...attendance} now={currentTime()} viewerEmail={admin.email} />
      )}
      <h2 className="mt-8 font-display text-xl font-bold">Inscriptions</h2>
      <RegistrationList
        session={session}
        registrations={registrations}
        answers={answers}
        left={seatsLeft(session, session.taken)}
        today={currentDay()}
        now={currentTime()}
      />
      <SessionBilling db={db} sessionId={session.id} registrations={registrations} />
    </>
  );
}
