import { Badge } from "@/components/ui/admin-list";
import { complaintStepOf, isOverdue, type ComplaintDates } from "../../complaint-steps";
import { complaintStepLabels } from "../../labels";

const tones = {
  received: "pink",
  acknowledged: "yellow",
  analysed: "yellow",
  answered: "blue",
  closed: "green",
} as const;

/** Where a complaint stands, and 'En retard' when its answer is overdue. */
export function ComplaintBadges({
  complaint,
  today,
}: {
  complaint: ComplaintDates;
  today: string;
}) {
  const step = complaintStepOf(complaint);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={tones[step]}>{complaintStepLabels[step]}</Badge>
      {isOverdue(complaint, today) ? <Badge tone="pink">En retard</Badge> : null}
    </span>
  );
}
