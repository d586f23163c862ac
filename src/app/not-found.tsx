import type { Metadata } from "next";
import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

/** Outside the public site (the staff area): the same page, without the public shell. */
export default function RootNotFound() {
  return (
    <main id="contenu">
      <NotFoundScreen />
    </main>
  );
}
