"use client";

import type { ErrorInfo } from "next/error";
import { LoadError } from "@/components/ui/load-error";

export default function ArticlesError({ error, retry }: ErrorInfo) {
  return <LoadError message="Impossible de charger les articles" error={error} retry={retry} />;
}
