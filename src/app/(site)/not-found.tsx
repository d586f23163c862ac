import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";

export default function PublicNotFound() {
  return <NotFoundScreen />;
}
