"use client";

import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import type { CalendarEvent } from "../../calendar";
import { EventDetails } from "./event-details";

/** An event's details on a phone, with the way to its formations. */
export default function EventDialog({ event, today, onClose }: { event: CalendarEvent; today: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={event.nom}>
      <div className="space-y-6 text-ink/85">
        <EventDetails event={event} today={today} showName={false} />
        <Link href={paths.formationsOfEvent(event.id)} className={buttonClassName({ className: "w-full" })}>
          Voir plus de détails
        </Link>
      </div>
    </Dialog>
  );
}
