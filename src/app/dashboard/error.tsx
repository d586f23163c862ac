"use client";

import type { ErrorInfo } from "next/error";
import { ErrorScreen } from "@/components/layout/error-screen";
import { paths } from "@/config/paths";

/** A staff page that failed to render, inside the sidebar: the rest of the staff area stays at hand. */
export default function DashboardError(props: ErrorInfo) {
  return (
    <ErrorScreen {...props} home={{ href: paths.dashboard, label: "Retour au tableau de bord" }} />
  );
}
