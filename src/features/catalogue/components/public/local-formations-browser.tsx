"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useBrowserSnapshot } from "@/lib/use-browser-snapshot";
import {
  availableModes,
  localSearchQuery,
  matchesLocalSearch,
  parseLocalSearch,
  type LocalSearch,
} from "@/features/catalogue/local-search";
import { FormationCard, type FormationCardProps } from "./formation-card";
import { FormationGrid } from "./formation-grid";

type Formation = FormationCardProps["formation"];

const readQuery = () => window.location.search;

/**
 * The local formations with a search box and filters that live in the URL. The cached page
 * holds the whole list; a shared search (?q=python) filters it once the page has hydrated.
 */
export function LocalFormationsBrowser({ formations }: { formations: Formation[] }) {
  const query = useBrowserSnapshot(readQuery, "");
  // The filters start from the URL; once the visitor changes one they live in this state, shown
  // at once, and are copied to the URL to be shared. The box keeps what is typed (spaces
  // included), the URL the trimmed search.
  const [changed, setChanged] = useState<LocalSearch | null>(null);
  const entered = changed ?? parseLocalSearch(new URLSearchParams(query));
  const search: LocalSearch = { ...entered, q: entered.q.trim() };
  const results = formations.filter((formation) => matchesLocalSearch(formation, search));
  const formats = availableModes(formations);

  // The native history API changes the address without a round trip to the server.
  function update(change: Partial<LocalSearch>) {
    const next = { ...entered, ...change };
    setChanged(next);
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}${localSearchQuery({ ...next, q: next.q.trim() })}`,
    );
  }

  const filtered = Boolean(search.q || search.format || search.certifiante);

  // What the visitor typed or chose before the island woke (client:interaction) is in the form's
  // fields and not yet here: taken in once, when it wakes.
  const form = useRef<HTMLFormElement>(null);
  const takeTypedSearch = useEffectEvent(() => {
    if (!form.current) return;
    const fields = [...new FormData(form.current)].map(([name, value]) => [name, String(value)]);
    const typed = parseLocalSearch(new URLSearchParams(fields));
    if (localSearchQuery(typed) !== localSearchQuery(entered)) update(typed);
  });
  useEffect(() => takeTypedSearch(), []);

  return (
    <div className="space-y-6">
      <form
        ref={form}
        role="search"
        aria-label="Rechercher une formation"
        className="flex flex-col gap-3 rounded-3xl border border-ink/10 bg-white p-4 shadow-sm md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update({});
        }}
      >
        <div className="flex-1">
          <label htmlFor="recherche-formation" className="text-sm font-semibold">
            Rechercher
          </label>
          <div className="relative mt-1">
            <Icon
              name="search"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink/50"
            />
            <input
              id="recherche-formation"
              name="q"
              type="search"
              value={entered.q}
              maxLength={100}
              placeholder="Python, IA, automatisation…"
              onChange={(event) => update({ q: event.target.value })}
              className="h-11 w-full rounded-full border border-ink/20 bg-white pl-9 pr-4 text-sm outline-none focus:border-brand-blue-ink"
            />
          </div>
        </div>
        <div>
          <label htmlFor="format-formation" className="text-sm font-semibold">
            Format
          </label>
          <select
            id="format-formation"
            name="format"
            value={search.format}
            onChange={(event) => update({ format: event.target.value })}
            className="mt-1 block h-11 w-full rounded-full border border-ink/20 bg-white px-4 text-sm md:w-56"
          >
            <option value="">Tous les formats</option>
            {formats.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="certifiante"
            value="1"
            checked={search.certifiante}
            onChange={(event) => update({ certifiante: event.target.checked })}
            className="size-4 accent-brand-green-ink"
          />
          Certifiantes (CPF) uniquement
        </label>
      </form>

      <div className="flex min-h-6 items-center justify-between gap-4 text-sm text-ink/70">
        <p aria-live="polite">
          {results.length === 0
            ? "Aucune formation ne correspond à votre recherche."
            : `${results.length} formation${results.length > 1 ? "s" : ""}`}
        </p>
        {filtered ? (
          <button
            type="button"
            onClick={() => update({ q: "", format: "", certifiante: false })}
            className="inline-flex items-center gap-1 font-semibold text-brand-blue-ink hover:underline"
          >
            <Icon name="x" className="size-4" /> Effacer les filtres
          </button>
        ) : null}
      </div>

      <FormationGrid>
        {results.map((formation) => (
          <li key={formation.slug}>
            <FormationCard formation={formation} />
          </li>
        ))}
      </FormationGrid>
    </div>
  );
}
