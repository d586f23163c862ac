import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { joinClasses } from "@/lib/join-classes";
import { MAX_QUERY_LENGTH } from "@/features/catalogue/catalogue-search";

/**
 * The search over the whole catalogue: a plain GET form to the results page, so it works before
 * any script has loaded and its results can be bookmarked.
 */
export function CatalogueSearchForm({
  query = "",
  id,
  className,
}: {
  query?: string;
  id: string;
  className?: string;
}) {
  return (
    <form
      role="search"
      aria-label="Rechercher dans toutes les formations"
      action={paths.formationSearch}
      className={joinClasses("flex w-full max-w-2xl flex-col gap-2 sm:flex-row", className)}
    >
      <label htmlFor={id} className="sr-only">
        Rechercher une formation, un événement ou une destination
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink/50"
        />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Python, data, Lisbonne…"
          className="h-11 w-full rounded-full border border-ink/20 bg-white pl-12 pr-4 outline-none focus:border-brand-blue-ink"
        />
      </div>
      <button type="submit" className={buttonClassName()}>
        Rechercher
      </button>
    </form>
  );
}
