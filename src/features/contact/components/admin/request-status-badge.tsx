import { Badge } from "@/components/ui/admin-list";
import { requestStatusLabels, type RequestStatus } from "../../statuses";

const tones = { new: "pink", in_progress: "yellow", handled: "green" } as const;

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status]}>{requestStatusLabels[status]}</Badge>;
}
