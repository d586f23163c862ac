import type { Metadata } from "next";
import { listPartners } from "@/features/quality/admin-queries";
import { PartnersScreen } from "@/features/quality/components/admin/partners-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Partenaires handicap" };

export default async function PartnersPage() {
  await adminPage();
  return <PartnersScreen partners={await listPartners(await getDb())} />;
}
