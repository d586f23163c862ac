import { Badge } from "@/components/ui/admin-list";

/** The card's 'Conformité Qualiopi' badge: what an auditor would find missing, if anything. */
export function QualiopiStatus({ gaps }: { gaps: string[] }) {
  if (gaps.length === 0) {
    return (
      <p className="mt-3" data-testid="qualiopi-status">
        <Badge tone="green">Conformité Qualiopi : complète</Badge>
      </p>
    );
  }
  return (
    <div className="mt-3 rounded-2xl bg-brand-yellow-soft p-3" data-testid="qualiopi-status">
      <Badge tone="yellow">
        Conformité Qualiopi : {gaps.length} manque{gaps.length > 1 ? "s" : ""}
      </Badge>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-brand-yellow-ink">
        {gaps.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
    </div>
  );
}
