"use client";

import { LoadError } from "@/components/ui/load-error";

export default function ArticlesError({ reset }: { reset: () => void }) {
  return <LoadError message="Impossible de charger les articles" retry={reset} />;
}
