"use client";

import { LoadError } from "@/components/ui/load-error";

export default function FormationsError({ reset }: { reset: () => void }) {
  return <LoadError message="Impossible de charger les formations" retry={reset} />;
}
