"use client";

import type { ErrorInfo } from "next/error";
import { LoadError } from "@/components/ui/load-error";

export default function LocationsError({ error, retry }: ErrorInfo) {
  return <LoadError message="Impossible de charger les lieux" error={error} retry={retry} />;
}
