import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { parisDay } from "@/lib/dates";
import { currentTime } from "@/server/clock";
import { countIncompleteFormations } from "@/features/formations/public";
import { countOpenComplaints, countOverdueComplaints } from "@/features/quality/public";
import { countOverdueInvoices } from "@/features/billing/public";
import { dueBpf } from "@/features/bpf/public";
import { siteConfig } from "@/config/site";
import { countSessionTodo, countSessionWork } from "@/features/session-desk/public";
import { readRecentSatisfaction, type AnswerSource } from "@/features/surveys/public";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events, upcomingEvent } from "@/features/events/tables";
import { blogPosts, publishedArticle } from "@/features/blog/tables";
import { users, activeStaff } from "@/server/auth/tables";

export interface DashboardStats {
  activeUsers: number;
  publishedArticles: number;
  locations: number;
  upcomingEvents: number;
  formations: number;
  /** Formations an auditor would flag (Qualiopi indicator 1). */
  incompleteFormations: number;
  /** Registrations of sessions ahead that staff have not confirmed yet. */
  registrationsToConfirm: number;
  /** Sessions starting within 14 days: convocations and rooms are due. */
  sessionsStartingSoon: number;
  /** Sessions started whose attendance is not complete: their certificates wait for it. */
  attendanceToComplete: number;
  /** Survey answers of the last 30 days, those rating the formation 4 or 5, and the answers under 3 not handled yet. */
  recentAnswers: number;
  recentSatisfied: number;
  answersToHandle: number;
  /** Complaints still unanswered after their due day (Qualiopi indicator 31). */
  overdueComplaints: number;
  /** Invoices past their due date and not paid. */
  overdueInvoices: number;
  /** What waits, for « À faire »: complaints not closed, the answers under 3 of each audience. */
  openComplaints: number;
  lowRatings: Record<AnswerSource, number>;
  moveRequests: number;
  documentsToSend: number;
  certificatesHeld: number;
  /** The yearly BPF to file, from April until staff mark it filed. */
  bpfDue: { year: number; deadline: string } | null;
}

export const EMPTY_STATS: DashboardStats = {
  activeUsers: 0,
  publishedArticles: 0,
  locations: 0,
  upcomingEvents: 0,
  formations: 0,
  incompleteFormations: 0,
  registrationsToConfirm: 0,
  sessionsStartingSoon: 0,
  attendanceToComplete: 0,
  recentAnswers: 0,
  recentSatisfied: 0,
  answersToHandle: 0,
  overdueComplaints: 0,
  overdueInvoices: 0,
  openComplaints: 0,
  lowRatings: { stagiaires: 0, entreprises: 0, formateurs: 0, financeurs: 0 },
  moveRequests: 0,
  documentsToSend: 0,
  certificatesHeld: 0,
  bpfDue: null,
};

/**
 * The five figures of the admin home, the formations to complete for Qualiopi, the sessions' work
 * and the trainees' satisfaction, read fresh (never cached: the admin expects to see the article they just published). An
 * active user has an account and a finished onboarding.
 */
export async function readDashboardStats(
  db: Database,
  now = currentTime(),
): Promise<DashboardStats> {
  const today = parisDay(now);
  const total = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [
    activeUsers,
    publishedArticles,
    locationCount,
    upcomingEvents,
    formationCount,
    incompleteFormations,
    sessionWork,
    satisfaction,
    overdueComplaints,
    overdueInvoices,
    openComplaints,
    sessionTodo,
    bpfDue,
  ] = await Promise.all([
    total(db.select({ value: count() }).from(users).where(activeStaff)),
    total(db.select({ value: count() }).from(blogPosts).where(publishedArticle)),
    total(db.select({ value: count() }).from(locations)),
    total(db.select({ value: count() }).from(events).where(upcomingEvent(today))),
    total(db.select({ value: count() }).from(formations)),
    countIncompleteFormations(db),
    countSessionWork(db, today),
    readRecentSatisfaction(db, now),
    countOverdueComplaints(db, today),
    countOverdueInvoices(db, today),
    countOpenComplaints(db),
    countSessionTodo(db, today),
    dueBpf(db, today, siteConfig.company.accountingYearEnd),
  ]);
  return {
    activeUsers,
    publishedArticles,
    locations: locationCount,
    upcomingEvents,
    formations: formationCount,
    incompleteFormations,
    ...sessionWork,
    ...satisfaction,
    overdueComplaints,
    overdueInvoices,
    openComplaints,
    ...sessionTodo,
    bpfDue,
  };
}

/** 'Activité récente': the 3 newest profiles. */
const RECENT_USERS = 3;

export async function readRecentUsers(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      created_at: users.created_at,
    })
    .from(users)
    .where(eq(users.staff, true))
    .orderBy(desc(users.id))
    .limit(RECENT_USERS);
}
