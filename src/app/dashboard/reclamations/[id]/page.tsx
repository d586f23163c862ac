import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { paths } from "@/config/paths";
import { ownerChoices, readComplaint } from "@/features/quality/admin-queries";
import { ComplaintBadges } from "@/features/quality/components/admin/complaint-badges";
import {
  ComplaintContent,
  ComplaintHandling,
} from "@/features/quality/components/admin/complaint-detail";
import { complaintNumber } from "@/features/quality/mails";
import { formatDateTime } from "@/lib/dates";
import { recordIdOf } from "@/lib/validation";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Réclamation" };

export default async function ComplaintPage({ params }: PageProps<"/dashboard/reclamations/[id]">) {
  await adminPage();
  const id = recordIdOf((await params).id);
  const db = await getDb();
  const complaint = id === null ? null : await readComplaint(db, id);
  if (!complaint) notFound();
  const [owners, today] = [await ownerChoices(db), currentDay()];
  return (
    <>
      <Link
        href={paths.complaintsAdmin}
        className="inline-flex items-center gap-2 text-sm font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Retour aux réclamations
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">
          {complaintNumber(complaint.id)} — {complaint.name}
        </h1>
        <ComplaintBadges complaint={complaint} today={today} />
      </div>
      <p className="mt-1 text-ink/70">Reçue le {formatDateTime(complaint.created_at)}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <ComplaintContent complaint={complaint} />
        <ComplaintHandling complaint={complaint} today={today} owners={owners} />
      </div>
    </>
  );
}
