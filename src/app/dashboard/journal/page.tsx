import type { Metadata } from "next";
import { listAuditEntries } from "@/features/audit-log/admin-queries";
import { AuditScreen } from "@/features/audit-log/components/admin/audit-screen";
import { readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Journal des modifications" };

export default async function AuditLogPage({ searchParams }: PageProps<"/dashboard/journal">) {
  await adminPage();
  const params = readListParams(await searchParams);
  const page = await listAuditEntries(await getDb(), params);
  return <AuditScreen {...page} params={params} />;
}
