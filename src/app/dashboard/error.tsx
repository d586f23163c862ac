"use client";

import type { ErrorInfo } from "next/error";
import { ERROR_TITLE, ErrorScreen } from "@/components/layout/error-screen";
import { paths } from "@/config/paths";
import { errorDigest } from "@/lib/error-digest";

/** A staff page that failed to render, inside the sidebar: the rest of the staff area stays at hand. */
export default function DashboardError({ error, retry }: ErrorInfo) {
  return (
    <>
      <title>{ERROR_TITLE}</title>
      <ErrorScreen
        digest={errorDigest(error)}
        retry={retry}
        home={{ href: paths.dashboard, label: "Retour au tableau de bord" }}
      />
    </>
  );
}
