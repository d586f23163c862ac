"use client";

import type { ErrorInfo } from "next/error";
import { ErrorScreen } from "@/components/layout/error-screen";
import { paths } from "@/config/paths";

/** A public page that failed to render, inside the site's header and footer. */
export default function PublicError(props: ErrorInfo) {
  return <ErrorScreen {...props} home={{ href: paths.home, label: "Retour à l'accueil" }} />;
}
