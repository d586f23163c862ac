import Link from "next/link";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/lib/dates";
import type { InboxRequest } from "../../admin-queries";
import { RequestBulkStatus } from "./request-bulk-status";
import { RequestStatusBadge } from "./request-status-badge";

/** One page of the inbox: each request opens its page, and can be ticked to change its status. */
export function RequestList({ rows }: { rows: InboxRequest[] }) {
  return (
    <RequestBulkStatus>
      <ul
        aria-label="Demandes"
        className="mt-4 divide-y divide-ink/10 overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm"
      >
        {rows.map((request) => (
          <li key={request.id} className="flex items-center gap-3 pl-4 hover:bg-ink/[0.03]">
            <input
              type="checkbox"
              name="ids"
              value={request.id}
              aria-label={`Sélectionner la demande de ${request.name}`}
              className="size-5 shrink-0 accent-ink"
            />
            <Link
              href={paths.request(request.id)}
              className="grid min-w-0 grow gap-1 p-4 pl-1 sm:grid-cols-[7rem_1fr_auto] sm:items-center sm:gap-4"
            >
              <span>
                <RequestStatusBadge status={request.status} />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">
                  {request.name} — {request.company}
                </span>
                <span className="block truncate text-sm text-ink/70">
                  {request.formation_title ?? "Demande de contact"}
                  {request.assignee_name
                    ? ` · ${request.assignee_name} ${request.assignee_last_name ?? ""}`.trimEnd()
                    : ""}
                </span>
              </span>
              <time dateTime={request.created_at.toISOString()} className="text-sm text-ink/70">
                {formatDateTime(request.created_at)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </RequestBulkStatus>
  );
}
