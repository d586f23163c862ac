import {
  AdminPageHeader,
  CsvExportLink,
  ListSelect,
  ManagedList,
  SearchForm,
} from "@/components/ui/admin-list";
import { SelectField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { pageHref } from "@/lib/list-params";
import type { loadRequestsScreen } from "../../admin-queries";
import { inboxFilterParams, inboxStatusLabels } from "../../statuses";
import { RequestList } from "./request-list";

/** 'Demandes': the export of what the filters keep, the search and filters, the requests. */
export function RequestsScreen({
  filters,
  rows,
  total,
  formationOptions,
}: Awaited<ReturnType<typeof loadRequestsScreen>>) {
  const params = inboxFilterParams(filters);
  return (
    <>
      <AdminPageHeader
        title="Demandes"
        description="Les demandes de contact et de devis reçues par le site"
        action={<CsvExportLink href={pageHref(paths.requestsCsv, params, 1)} />}
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
      <ManagedList
        total={total}
        shown={rows.length}
        query={filters.q}
        noun={["demande", "demandes"]}
        empty="Aucune demande ne correspond à ces critères."
        pathname={paths.requests}
        params={params}
        page={filters.page}
      >
        <RequestList rows={rows} />
      </ManagedList>
    </>
  );
}
