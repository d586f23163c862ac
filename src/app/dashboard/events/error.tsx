"use client";

import { LoadError } from "@/components/ui/load-error";

export default function EventsError({ reset }: { reset: () => void }) {
  return <LoadError message="Impossible de charger les événements" retry={reset} />;
}
