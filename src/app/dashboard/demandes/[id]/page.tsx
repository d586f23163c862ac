import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import {
  RequestContent,
  RequestFollowUp,
} from "@/features/contact/components/admin/request-detail";
import { RequestStatusBadge } from "@/features/contact/components/admin/request-status-badge";
import {
  assigneeChoices,
  readRequest,
  requestHistory,
  requestNotesOf,
} from "@/features/contact/admin-queries";
import { formatDateTime } from "@/lib/dates";
import { recordIdOf } from "@/lib/validation";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Demande" };

export default async function RequestPage({ params }: PageProps<"/dashboard/demandes/[id]">) {
  await adminPage();
  const id = recordIdOf((await params).id);
  const db = await getDb();
  const request = id === null ? null : await readRequest(db, id);
  if (!request) notFound();
  const [notes, history, assignees] = await Promise.all([
    requestNotesOf(db, request.id),
    requestHistory(db, request.id),
    assigneeChoices(db, request),
  ]);
  return (
    <>
      <Link
        href={paths.requests}
        className="inline-flex items-center gap-2 text-sm font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Retour aux demandes
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">
          {request.name} — {request.company}
        </h1>
        <RequestStatusBadge status={request.status} />
        {request.spam ? <Badge tone="pink">Spam</Badge> : null}
      </div>
      <p className="mt-1 text-ink/70">Reçue le {formatDateTime(request.created_at)}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <RequestContent request={request} notes={notes} />
        <RequestFollowUp request={request} history={history} assignees={assignees} />
      </div>
    </>
  );
}
