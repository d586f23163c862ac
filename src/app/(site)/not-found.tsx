import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";
import { pickNotFoundMessage } from "@/features/not-found/messages";

export default function PublicNotFound() {
  return <NotFoundScreen message={pickNotFoundMessage()} />;
}
