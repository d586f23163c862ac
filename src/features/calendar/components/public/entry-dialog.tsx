"use client";

import { buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { entryHref, type CalendarEntry } from "@/features/calendar/calendar";
import { EntryDetails } from "./entry-details";

/** What the dialog's button says: an event leads to its formations, a session to its registration. */
function actionText(entry: CalendarEntry): string {
  if (entry.kind === "event") return "Voir plus de détails";
  return entry.open ? "S'inscrire" : "Voir la formation";
}

/** An entry's details on a phone, with the way to its formations or to its registration. */
export default function EntryDialog({
  entry,
  today,
  onClose,
}: {
  entry: CalendarEntry;
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={entry.nom}>
      <div className="space-y-6 text-ink/85">
        <EntryDetails entry={entry} today={today} showName={false} />
        <a href={entryHref(entry)} className={buttonClassName({ className: "w-full" })}>
          {actionText(entry)}
        </a>
      </div>
    </Dialog>
  );
}
