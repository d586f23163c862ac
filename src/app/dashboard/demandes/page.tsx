import { Download } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, EmptyState, ListSelect, Pagination, ResultCount, SearchForm } from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { getDb } from "@/db/client";
import { RequestStatusBadge } from "@/features/contact/components/request-status-badge";
import { listRequests, requestFormationOptions } from "@/features/contact/inbox";
import { inboxFilterParams, inboxStatusLabels, readInboxFilters } from "@/features/contact/statuses";
import { formatDateTime } from "@/lib/dates";
import { pageHref } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Demandes" };

export default async function RequestsPage({ searchParams }: PageProps<"/dashboard/demandes">) {
  await adminPage();
  const filters = readInboxFilters(await searchParams);
  const db = await getDb();
  const [{ rows, total }, formationOptions] = await Promise.all([listRequests(db, filters), requestFormationOptions(db)]);
  const params = inboxFilterParams(filters);
  return (
    <>
      <AdminPageHeader
        title="Demandes"
        description="Les demandes de contact et de devis reçues par le site"
        action={
          <a href={pageHref(paths.requestsCsv, params, 1)} className={buttonClassName({ variant: "outline" })} download>
            <Download aria-hidden className="size-4" />
            Exporter en CSV
          </a>
        }
      />
      <SearchForm label="Nom, entreprise ou e-mail" query={filters.q}>
        <ListSelect name="status" label="Statut" options={inboxStatusLabels} value={filters.status} all="Tous les statuts" className="w-full sm:w-48" />
        <SelectField
          id="filtre-formation"
          label={<span className="sr-only">Formation</span>}
          name="formation"
          defaultValue={filters.formationId ? String(filters.formationId) : ""}
          className="w-full sm:w-64"
        >
          <option value="">Toutes les formations</option>
          {formationOptions.map((formation) => (
            <option key={formation.id} value={String(formation.id)}>
              {formation.title}
            </option>
          ))}
        </SelectField>
      </SearchForm>
      <ResultCount total={total} query={filters.q} noun={["demande", "demandes"]} />
      {rows.length === 0 ? (
        <EmptyState>Aucune demande ne correspond à ces critères.</EmptyState>
      ) : (
        <ul aria-label="Demandes" className="mt-4 divide-y divide-ink/10 overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm">
          {rows.map((request) => (
            <li key={request.id}>
              <Link href={paths.request(request.id)} className="grid gap-1 p-4 hover:bg-ink/[0.03] sm:grid-cols-[7rem_1fr_auto] sm:items-center sm:gap-4">
                <span>
                  <RequestStatusBadge status={request.status} />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold">
                    {request.name} — {request.company}
                  </span>
                  <span className="block truncate text-sm text-ink/70">
                    {request.formation_title ?? "Demande de contact"}
                    {request.assignee_name ? ` · ${request.assignee_name} ${request.assignee_last_name ?? ""}`.trimEnd() : ""}
                  </span>
                </span>
                <time dateTime={request.created_at.toISOString()} className="text-sm text-ink/70">
                  {formatDateTime(request.created_at)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination pathname={paths.requests} params={params} page={filters.page} total={total} />
    </>
  );
}
