import { NotFoundScreen } from "@/features/not-found/components/not-found-screen";
import { pickNotFoundMessage } from "@/features/not-found/messages";

/** Outside the public site (the staff area): the same page, without the public shell. */
export default function RootNotFound() {
  return (
    <main id="contenu">
      <NotFoundScreen message={pickNotFoundMessage()} />
    </main>
  );
}
