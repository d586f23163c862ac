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
} from "@/features/dashboard-home/components/home-panels";
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
  const [stats, newRequests, recentUsers] = await Promise.all([
    readOrDefault(() => readDashboardStats(db), EMPTY_STATS, "statistiques du tableau de bord"),
    readOrDefault(() => countNewRequests(db), 0, "nouvelles demandes"),
    readRecentUsers(db),
  ]);
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Tableau de bord</h1>
      <p className="mt-1 text-ink/70">
        Bonjour {admin.profile.name}, voici l&apos;activité du site.
      </p>
      <DemoIdentityNotice variables={siteConfig.demoIdentity} />
      <StatCards stats={stats} newRequests={newRequests} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <RecentSatisfaction stats={stats} />
        <RecentUsers users={recentUsers} />
        <QuickActions />
      </div>
    </>
  );
}
