import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";

export { notFoundMetadata as metadata } from "@/features/not-found/metadata";

export default function PublicNotFound() {
  return <NotFoundScreen />;
}
