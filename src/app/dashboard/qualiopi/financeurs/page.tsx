import type { Metadata } from "next";
import { listFunders } from "@/features/quality/admin-queries";
import { FundersScreen } from "@/features/quality/components/admin/funders-screen";
import { parisDay } from "@/lib/dates";
import { adminPage } from "@/server/auth/pages";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

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
