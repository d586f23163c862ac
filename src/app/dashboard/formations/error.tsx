"use client";

import type { ErrorInfo } from "next/error";
import { LoadError } from "@/components/ui/load-error";

export default function FormationsError({ error, retry }: ErrorInfo) {
  return <LoadError message="Impossible de charger les formations" error={error} retry={retry} />;
}
