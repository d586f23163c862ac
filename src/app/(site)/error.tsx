"use client";

import type { ErrorInfo } from "next/error";
import { ERROR_TITLE, ErrorScreen } from "@/components/layout/error-screen";
import { paths } from "@/config/paths";
import { errorDigest } from "@/lib/error-digest";

/** A public page that failed to render, inside the site's header and footer. */
export default function PublicError({ error, retry }: ErrorInfo) {
  return (
    <>
      <title>{ERROR_TITLE}</title>
      <ErrorScreen
        digest={errorDigest(error)}
        retry={retry}
        home={{ href: paths.home, label: "Retour à l'accueil" }}
      />
    </>
  );
}
