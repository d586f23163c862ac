import { AdminPageHeader, ManagedList, SearchForm } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/lib/dates";
import type { ListParams } from "@/lib/list-params";
import type { listAuditEntries } from "../../admin-queries";
import { auditKind } from "../../labels";

/** 'Journal des modifications': who changed what and when, newest first. */
export function AuditScreen({
  params,
  rows,
  total,
}: Awaited<ReturnType<typeof listAuditEntries>> & { params: ListParams }) {
  return (
    <>
      <AdminPageHeader
        title="Journal des modifications"
        description="Qui a modifié quoi, et quand"
      />
      <SearchForm label="Rechercher par auteur ou élément" query={params.q} />
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["modification", "modifications"]}
        empty="Aucune modification enregistrée."
        pathname={paths.auditLog}
        params={{ q: params.q }}
        page={params.page}
      >
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
      </ManagedList>
    </>
  );
}
