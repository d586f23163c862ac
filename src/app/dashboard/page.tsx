import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { getDb } from "@/server/database";
import { countNewRequests } from "@/features/contact/admin-queries";
import {
  DemoIdentityNotice,
  QuickActions,
  RecentSatisfaction,
  RecentUsers,
  StatCards,
  TodayPanel,
  TodoPanel,
} from "@/features/dashboard-home/components/home-panels";
import { readSessionsOfDay } from "@/features/attendance/sessions-of-day";
import { parisDay } from "@/lib/dates";
import { currentTime } from "@/server/clock";
import {
  EMPTY_STATS,
  readDashboardStats,
  readRecentUsers,
} from "@/features/dashboard-home/admin-queries";
import { adminPage } from "@/server/auth/pages";
import { readOrDefault } from "@/server/read-or-default";

export const metadata: Metadata = { title: "Tableau de bord" };

export default async function DashboardHomePage() {
  const admin = await adminPage();
  const db = await getDb();
  // The spec only logs a failure of the figures: the page still opens, with zeros.
  const now = currentTime();
  const today = parisDay(now);
  const [stats, newRequests, recentUsers, sessionsOfDay] = await Promise.all([
    readOrDefault(
      () => readDashboardStats(db, now),
      EMPTY_STATS,
      "statistiques du tableau de bord",
    ),
    readOrDefault(() => countNewRequests(db), 0, "nouvelles demandes"),
    readRecentUsers(db),
    readOrDefault(() => readSessionsOfDay(db, today), [], "sessions du jour"),
  ]);
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Tableau de bord</h1>
      <p className="mt-1 text-ink/70">
        Bonjour {admin.profile.name}, voici ce qui vous attend aujourd&apos;hui.
      </p>
      <DemoIdentityNotice variables={siteConfig.demoIdentity} />
      <TodayPanel sessions={sessionsOfDay} today={today} />
      <TodoPanel stats={stats} />
      <StatCards stats={stats} newRequests={newRequests} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <RecentSatisfaction stats={stats} />
        <RecentUsers users={recentUsers} />
        <QuickActions />
      </div>
    </>
  );
}
