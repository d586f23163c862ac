import { Download } from "lucide-react";
import type { Metadata } from "next";
import {
  AdminPageHeader,
  EmptyState,
  ListSelect,
  Pagination,
  ResultCount,
  SearchForm,
} from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { RequestList } from "@/features/contact/components/admin/request-list";
import { listRequests, requestFormationOptions } from "@/features/contact/admin-queries";
import {
  inboxFilterParams,
  inboxStatusLabels,
  readInboxFilters,
} from "@/features/contact/statuses";
import { pageHref } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Demandes" };

export default async function RequestsPage({ searchParams }: PageProps<"/dashboard/demandes">) {
  await adminPage();
  const filters = readInboxFilters(await searchParams);
  const db = await getDb();
  const [{ rows, total }, formationOptions] = await Promise.all([
    listRequests(db, filters),
    requestFormationOptions(db),
  ]);
  const params = inboxFilterParams(filters);
  return (
    <>
      <AdminPageHeader
        title="Demandes"
        description="Les demandes de contact et de devis reçues par le site"
        action={
          <a
            href={pageHref(paths.requestsCsv, params, 1)}
            className={buttonClassName({ variant: "outline" })}
            download
          >
            <Download aria-hidden className="size-4" />
            Exporter en CSV
          </a>
        }
      />
      <SearchForm label="Nom, entreprise ou e-mail" query={filters.q}>
        <ListSelect
          name="status"
          label="Statut"
          options={inboxStatusLabels}
          value={filters.status}
          all="Tous les statuts"
          className="w-full sm:w-48"
        />
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
        <RequestList rows={rows} />
      )}
      <Pagination pathname={paths.requests} params={params} page={filters.page} total={total} />
    </>
  );
}
