import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { AdminPageHeader, CardGrid } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";

/**
 * A list staff keep for the Qualiopi page (partner bodies, funders): the way back to it, the
 * heading with its add button, then the cards, or what to add when there are none.
 */
export function QualiopiList({
  title,
  description,
  add,
  empty,
  children,
}: {
  title: string;
  description: string;
  add: React.ReactNode;
  /** Said when the list is empty: what to add first. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <>
      <Link
        href={paths.qualiopiAdmin}
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Retour à Qualiopi
      </Link>
      <AdminPageHeader title={title} description={description} action={add} />
      {empty ? (
        <p className="mt-8 rounded-3xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink/70">
          {empty}
        </p>
      ) : (
        <CardGrid label={title}>{children}</CardGrid>
      )}
    </>
  );
}
