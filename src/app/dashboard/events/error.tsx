"use client";

import type { ErrorInfo } from "next/error";
import { LoadError } from "@/components/ui/load-error";

export default function EventsError({ error, retry }: ErrorInfo) {
  return <LoadError message="Impossible de charger les événements" error={error} retry={retry} />;
}
