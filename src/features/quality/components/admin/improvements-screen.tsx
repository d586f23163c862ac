import Link from "next/link";
import {
  AdminPageHeader,
  Badge,
  ListSelect,
  ManagedList,
  SearchForm,
} from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import type { loadImprovementsScreen } from "../../admin-queries";
import { improvementSourceLabels, improvementStatusLabels, improvementViews } from "../../labels";
import { complaintNumber } from "../../mails";
import { ImprovementDialog } from "./improvement-dialog";

const tones = { planned: "yellow", in_progress: "blue", done: "green", abandoned: "gray" } as const;

/** 'Améliorations': the improvement log, newest first, with its sources and outcomes. */
export function ImprovementsScreen({
  filters,
  rows,
  total,
  owners,
}: Awaited<ReturnType<typeof loadImprovementsScreen>>) {
  const params = { vue: filters.view ?? "", q: filters.q };
  return (
    <>
      <AdminPageHeader
        title="Améliorations"
        description="Les actions d'amélioration nées des réclamations, des avis, de l'équipe et des audits (indicateur Qualiopi 32)"
        action={<ImprovementDialog owners={owners} />}
      />
      <SearchForm label="Action ou résultat" query={filters.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={improvementViews}
          value={filters.view}
          all="Toutes les actions"
        />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={filters.q}
        noun={["action", "actions"]}
        empty="Aucune action ne correspond à ces critères."
        pathname={paths.improvementsAdmin}
        params={params}
        page={filters.page}
      >
        <ul aria-label="Actions d'amélioration" className="mt-4 space-y-3">
          {rows.map((action) => (
            <li
              key={action.id}
              className="rounded-3xl border border-ink/10 bg-white p-5 shadow-sm"
              data-testid="improvement"
            >
              <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap gap-1">
                    <Badge tone={tones[action.status]}>
                      {improvementStatusLabels[action.status]}
                    </Badge>
                    <Badge>{improvementSourceLabels[action.source]}</Badge>
                  </p>
                  <p className="whitespace-pre-line font-semibold">{action.title}</p>
                  <p className="text-sm text-ink/70">
                    Ouverte le {formatDateTime(action.created_at)} par {action.created_by}
                    {action.owner_name ? ` · responsable : ${action.owner_name}` : ""}
                    {action.due_on ? ` · échéance : ${formatLongDate(action.due_on)}` : ""}
                    {action.complaint_id ? (
                      <>
                        {" · "}
                        <Link
                          href={paths.complaintAdmin(action.complaint_id)}
                          className="underline underline-offset-4"
                        >
                          {complaintNumber(action.complaint_id)}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  {action.outcome ? (
                    <p className="whitespace-pre-line text-sm">
                      <span className="font-semibold">Résultat : </span>
                      {action.outcome}
                    </p>
                  ) : null}
                </div>
                <ImprovementDialog
                  owners={owners}
                  target={{ id: action.id, name: action.title.slice(0, 80) }}
                />
              </div>
            </li>
          ))}
        </ul>
      </ManagedList>
    </>
  );
}
