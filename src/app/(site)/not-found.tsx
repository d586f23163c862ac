import type { Metadata } from "next";
import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

export default function PublicNotFound() {
  return <NotFoundScreen />;
}
