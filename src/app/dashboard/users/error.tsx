"use client";

import { LoadError } from "@/components/ui/load-error";

export default function UsersError({ reset }: { reset: () => void }) {
  return <LoadError message="Impossible de charger les utilisateurs" retry={reset} />;
}
