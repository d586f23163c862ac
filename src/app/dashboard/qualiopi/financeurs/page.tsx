import type { Metadata } from "next";
import { FundersScreen } from "@/features/quality/components/admin/funders-screen";
import { parisDay } from "@/lib/dates";
import { adminPage } from "@/server/auth/pages";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { listFunders } from "@/features/surveys/admin-queries";

export const metadata: Metadata = { title: "Financeurs" };

export default async function FundersPage() {
  await adminPage();
  return (
    <FundersScreen
      funders={await listFunders(await getDb())}
      year={Number(parisDay(currentTime()).slice(0, 4))}
    />
  );
}
