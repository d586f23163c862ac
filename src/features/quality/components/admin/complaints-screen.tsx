import Link from "next/link";
import { AdminPageHeader, ListSelect, ManagedList, SearchForm } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import type { loadComplaintsScreen } from "../../admin-queries";
import { claimantKindLabels, complaintViews } from "../../labels";
import { complaintNumber } from "../../mails";
import type { Period } from "@/lib/period";
import { AuditExport } from "./audit-export";
import { ComplaintBadges } from "./complaint-badges";

/** 'Réclamations': the register, newest first, its views and search, and the audit's export. */
export function ComplaintsScreen({
  filters,
  rows,
  total,
  today,
  period,
}: Awaited<ReturnType<typeof loadComplaintsScreen>> & { period: Period }) {
  const params = { vue: filters.view ?? "", q: filters.q };
  return (
    <>
      <AdminPageHeader
        title="Réclamations"
        description="Le registre des réclamations reçues, de l'accusé de réception à la clôture (indicateur Qualiopi 31)"
      />
      <SearchForm label="Nom, e-mail ou organisme" query={filters.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={complaintViews}
          value={filters.view}
          all="Toutes les réclamations"
        />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={filters.q}
        noun={["réclamation", "réclamations"]}
        empty="Aucune réclamation ne correspond à ces critères."
        pathname={paths.complaintsAdmin}
        params={params}
        page={filters.page}
      >
        <ul
          aria-label="Réclamations"
          className="mt-4 divide-y divide-ink/10 overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm"
        >
          {rows.map((complaint) => (
            <li key={complaint.id} className="hover:bg-ink/[0.03]">
              <Link
                href={paths.complaintAdmin(complaint.id)}
                className="grid min-w-0 gap-1 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4"
              >
                <ComplaintBadges complaint={complaint} today={today} />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">
                    {complaintNumber(complaint.id)} — {complaint.name}
                    {complaint.organisation ? ` (${complaint.organisation})` : ""}
                  </span>
                  <span className="block truncate text-sm text-ink/70">
                    {claimantKindLabels[complaint.claimant_kind]}
                    {complaint.session ? ` · ${complaint.session}` : ""}
                    {complaint.answered_at
                      ? ""
                      : ` · réponse au plus tard le ${formatLongDate(complaint.answer_due_on)}`}
                  </span>
                </span>
                <time dateTime={complaint.created_at.toISOString()} className="text-sm text-ink/70">
                  {formatDateTime(complaint.created_at)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      </ManagedList>
      <AuditExport period={period} />
    </>
  );
}
