import type { Metadata } from "next";
import {
  AdminPageHeader,
  EmptyState,
  Pagination,
  ResultCount,
  SearchForm,
} from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { auditKind } from "@/features/audit-log/labels";
import { listAuditEntries } from "@/features/audit-log/queries";
import { formatDateTime } from "@/lib/dates";
import { readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Journal des modifications" };

export default async function AuditLogPage({ searchParams }: PageProps<"/dashboard/journal">) {
  await adminPage();
  const params = readListParams(await searchParams);
  const { rows, total } = await listAuditEntries(await getDb(), params);
  return (
    <>
      <AdminPageHeader
        title="Journal des modifications"
        description="Qui a modifié quoi, et quand"
      />
      <SearchForm label="Rechercher par auteur ou élément" query={params.q} />
      <ResultCount total={total} query={params.q} noun={["modification", "modifications"]} />
      {rows.length === 0 ? (
        <EmptyState>Aucune modification enregistrée.</EmptyState>
      ) : (
        <ol
          aria-label="Modifications"
          className="mt-4 divide-y divide-ink/10 rounded-3xl border border-ink/10 bg-white shadow-sm"
        >
          {rows.map((entry) => (
            <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <time dateTime={entry.created_at.toISOString()} className="text-sm text-ink/70">
                {formatDateTime(entry.created_at)}
              </time>
              <div className="min-w-0">
                <p className="text-xs font-bold uppercase tracking-wide text-brand-pink-ink">
                  {auditKind(entry.action, entry.entity)}
                </p>
                <p className="font-semibold">{entry.summary}</p>
                <p className="text-sm text-ink/70">par {entry.actor_name}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        pathname={paths.auditLog}
        params={{ q: params.q }}
        page={params.page}
        total={total}
      />
    </>
  );
}
