"use client";

import type { ErrorInfo } from "next/error";
import { LoadError } from "@/components/ui/load-error";

export default function UsersError({ error, retry }: ErrorInfo) {
  return <LoadError message="Impossible de charger les utilisateurs" error={error} retry={retry} />;
}
