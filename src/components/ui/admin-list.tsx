import { ChevronLeft, ChevronRight, Download, Eye, Search } from "lucide-react";
import Link from "next/link";
import { EVERY_VIEW } from "@/config/list-views";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { pageCount, pageHref } from "@/lib/list-params";
import { countOf } from "@/lib/text";
import { buttonClassName } from "./button";
import { fieldClassName, SelectField } from "./form-field";

/** The building blocks of every management screen: heading, search, cards, pages. */

export function AdminPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        {description ? <p className="mt-1 text-ink/70">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** The header's download of what the list's filters keep, as a spreadsheet. */
export function CsvExportLink({ href }: { href: string }) {
  return (
    <a href={href} className={buttonClassName({ variant: "outline" })} download>
      <Download aria-hidden className="size-4" />
      Exporter en CSV
    </a>
  );
}

/**
 * A plain GET form of filters, so narrowing a list works before (and without) JavaScript; `keep`
 * carries the list's other parameters along.
 */
export function FilterForm({
  keep = {},
  submit = "Filtrer",
  children,
}: {
  keep?: Record<string, string>;
  submit?: string;
  children: React.ReactNode;
}) {
  return (
    <form role="search" className="mt-6 flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <button type="submit" className={buttonClassName({ variant: "outline", className: "mt-1" })}>
        {submit}
      </button>
    </form>
  );
}

/** The filter form of a list searched by text: the search field, then the list's own filters. */
export function SearchForm({
  label,
  query,
  keep,
  children,
}: {
  label: string;
  query: string;
  keep?: Record<string, string>;
  children?: React.ReactNode;
}) {
  return (
    <FilterForm keep={keep} submit="Rechercher">
      <div className="relative min-w-0 flex-1 basis-64">
        <label htmlFor="recherche" className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-ink/50"
        />
        <input
          id="recherche"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={label}
          className={cn(fieldClassName, "pl-10")}
        />
      </div>
      {children}
    </FilterForm>
  );
}

/** A select of the search form that narrows or orders the list, applied with 'Rechercher'. */
export function ListSelect({
  name,
  label,
  options,
  value,
  all,
  allValue = "",
  className = "w-full sm:w-56",
}: {
  name: string;
  label: string;
  /** Value and label of each choice; as pairs where their order matters (keys like '2026' would be sorted). */
  options: Record<string, string> | readonly (readonly [string, string])[];
  value: string | null;
  /** The first option, for no narrowing ('Tous les statuts'); none when the select orders. */
  all?: string;
  /** What that first option sends: nothing, unless the list narrows when nothing is sent. */
  allValue?: string;
  className?: string;
}) {
  return (
    <SelectField
      id={`filtre-${name}`}
      label={<span className="sr-only">{label}</span>}
      name={name}
      defaultValue={value ?? ""}
      className={className}
    >
      {all ? <option value={allValue}>{all}</option> : null}
      {(Array.isArray(options) ? options : Object.entries(options)).map(([key, text]) => (
        <option key={key} value={key}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** The select of a list's narrowed views (`?vue=`), from config/list-views.ts. */
export function ViewSelect({
  list,
  value,
}: {
  list: { label: string; views: Record<string, string>; opensOn?: string };
  value: string | null;
}) {
  const allValue = list.opensOn ? EVERY_VIEW : "";
  return (
    <ListSelect
      name="vue"
      label="Affichage"
      options={list.views}
      value={value ?? allValue}
      all={list.label}
      allValue={allValue}
    />
  );
}

/**
 * The body of a management screen below its search: how many rows match, the rows (or `empty`
 * when this page shows none) and the links to the other pages, which keep the list's `params`.
 */
export function ManagedList({
  total,
  shown,
  query,
  noun,
  empty,
  pathname,
  params,
  page,
  children,
}: {
  total: number;
  /** How many rows this page shows. */
  shown: number;
  query: string;
  noun: [string, string];
  empty: string;
  pathname: string;
  params: Record<string, string>;
  page: number;
  children: React.ReactNode;
}) {
  return (
    <>
      <ResultCount total={total} query={query} noun={noun} />
      {shown === 0 ? <EmptyState>{empty}</EmptyState> : children}
      <Pagination pathname={pathname} params={params} page={page} total={total} />
    </>
  );
}

/** 'Page 2 sur 5' with previous and next links; nothing for a single page. */
function Pagination({
  pathname,
  params,
  page,
  total,
}: {
  pathname: string;
  params: Record<string, string>;
  page: number;
  total: number;
}) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const link = "inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link
          href={pageHref(pathname, params, page - 1)}
          className={cn(link, "hover:bg-ink/5")}
          rel="prev"
        >
          <ChevronLeft aria-hidden className="size-4" /> Précédent
        </Link>
      ) : null}
      <p className="text-sm text-ink/70" aria-current="page">
        Page {Math.min(page, pages)} sur {pages}
      </p>
      {page < pages ? (
        <Link
          href={pageHref(pathname, params, page + 1)}
          className={cn(link, "hover:bg-ink/5")}
          rel="next"
        >
          Suivant <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

/** How many rows match, and for which search: the list's summary line. */
function ResultCount({
  total,
  query,
  noun,
}: {
  total: number;
  query: string;
  noun: [string, string];
}) {
  return (
    <p className="mt-4 text-sm text-ink/70" role="status">
      {countOf(total, noun)}
      {query ? ` pour « ${query} »` : ""}
    </p>
  );
}

/** One line of a record's page (a request, a complaint): its label, then its value, in a `<dl>`. */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-bold text-ink/70">{label}</dt>
      <dd className="mt-1 min-w-0 sm:mt-0">{children}</dd>
    </div>
  );
}

export function CardGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

export function AdminCard({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <li
      className={cn(
        "flex flex-col rounded-3xl border border-ink/10 bg-white p-5 shadow-sm",
        className,
      )}
    >
      {children}
    </li>
  );
}

/** The buttons at the foot of a card. */
export function CardActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-auto pt-4">
      <div className="flex flex-wrap items-center justify-end gap-1 border-t border-ink/10 pt-3">
        {children}
      </div>
    </div>
  );
}

function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-8 rounded-3xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink/70">
      {children}
    </p>
  );
}

const badgeTones = {
  ink: "bg-ink text-white",
  green: "bg-brand-green-soft text-brand-green-ink",
  pink: "bg-brand-pink-soft text-brand-pink-ink",
  yellow: "bg-brand-yellow-soft text-brand-yellow-ink",
  blue: "bg-brand-blue-soft text-brand-blue-ink",
  gray: "bg-ink/5 text-ink/80",
} as const;

export function Badge({
  tone = "gray",
  children,
}: {
  tone?: keyof typeof badgeTones;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** The spec's loading state: 3 skeleton cards. */
export function CardSkeletons({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="sr-only" role="status">
        Chargement...
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            data-testid="skeleton-card"
            className="h-48 animate-pulse rounded-3xl border border-ink/10 bg-white p-5"
          >
            <div className="h-5 w-2/3 rounded-full bg-ink/10" />
            <div className="mt-3 h-4 w-1/3 rounded-full bg-ink/10" />
            <div className="mt-6 h-4 w-full rounded-full bg-ink/5" />
            <div className="mt-2 h-4 w-5/6 rounded-full bg-ink/5" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A card's 'Aperçu': the item's public page as visitors will see it, even while a draft. */
export function PreviewLink({ address, itemName }: { address: string; itemName: string }) {
  return (
    // A new tab: the dashboard, its filters and its scroll stay where they were.
    <a
      href={paths.preview(address)}
      target="_blank"
      rel="noopener"
      aria-label={`Aperçu de « ${itemName} » (nouvel onglet)`}
      title="Aperçu (nouvel onglet)"
      className={buttonClassName({ variant: "ghost", size: "smTight" })}
    >
      <Eye aria-hidden className="size-4" />
    </a>
  );
}
