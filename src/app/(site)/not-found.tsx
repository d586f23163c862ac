import { notFoundMetadata } from "@/features/not-found/metadata";
import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";

export const metadata = notFoundMetadata;

export default function PublicNotFound() {
  return <NotFoundScreen />;
}
