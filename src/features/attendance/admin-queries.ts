import "server-only";
import { type Database } from "@/db/client";
import { trainerLinkInForce, trainerLinkAddress } from "./trainer-link";
import { getSiteSecret } from "@/server/site-secret";
import { siteConfig } from "@/config/site";
import { readAttendanceSession, readAttendance } from "./marks";
import { readScanInfo } from "./scan";
import { attendanceVersionsOf } from "./versions";
import { resultQuestions, sessionEvaluation, answersOf } from "@/features/assessment/public";
/** The address of the session's trainer link in force, as staff copy or send it; null when none. */
async function trainerLinkInForceAddress(db: Database, sessionId: number) {
  const token = await trainerLinkInForce(db, await getSiteSecret(), sessionId);
  return token && trainerLinkAddress(siteConfig, token);
}

/** The session's attendance as staff see it: the session, its grid, its scan, versions and trainer link. */
export async function readAttendancePanel(db: Database, sessionId: number) {
  const session = await readAttendanceSession(db, sessionId);
  if (!session) return undefined;
  const attendance = await readAttendance(db, session);
  return {
    session,
    attendance,
    scan: await readScanInfo(db, sessionId),
    versions: await attendanceVersionsOf(db, sessionId),
    trainerLink: await trainerLinkInForceAddress(db, sessionId),
    // The objectives staff may record each trainee's result on at the end, and who recorded
    // each one's.
    resultQuestions: resultQuestions(await sessionEvaluation(db, sessionId)),
    resultsBy: new Map(
      [
        ...(await answersOf(
          db,
          attendance.lines.map((line) => line.id),
        )),
      ].flatMap(([id, answers]) => (answers.results ? [[id, answers.results.entered_by]] : [])),
    ),
  };
}
