"use client";

import { LoadError } from "@/components/ui/load-error";

export default function LocationsError({ reset }: { reset: () => void }) {
  return <LoadError message="Impossible de charger les lieux" retry={reset} />;
}
