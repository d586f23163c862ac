import type { ProviderResults } from "@/features/catalogue/provider-results";

const rate = (value: number | null) => (value === null ? "—" : `${value}\u00a0%`);

/** Indicators 2 and 3: the provider's results by year, and over all years. */
export function ResultsTable({ results }: { results: ProviderResults }) {
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="font-display text-3xl font-bold">
        Nos résultats
      </h2>
      <p className="mt-2 max-w-3xl text-ink/75">
        Chiffres calculés à partir des indicateurs publiés pour chaque formation : taux pondérés par
        le nombre de stagiaires.
      </p>
      {results.overall ? (
        <div
          className="mt-6 overflow-x-auto rounded-3xl border border-ink/10 bg-white shadow-sm"
          tabIndex={0}
          role="region"
          aria-label="Tableau des résultats"
        >
          <table className="w-full min-w-[36rem] text-left">
            <thead className="bg-ink/[0.03] text-sm">
              <tr>
                <th scope="col" className="px-5 py-3">
                  Année
                </th>
                <th scope="col" className="px-5 py-3">
                  Stagiaires
                </th>
                <th scope="col" className="px-5 py-3">
                  Satisfaction
                </th>
                <th scope="col" className="px-5 py-3">
                  Achèvement
                </th>
                <th scope="col" className="px-5 py-3">
                  Réussite aux certifications
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {results.years.map((row) => (
                <tr key={row.year}>
                  <th scope="row" className="px-5 py-3">
                    {row.year}
                  </th>
                  <td className="px-5 py-3">{row.trainees.toLocaleString("fr-FR")}</td>
                  <td className="px-5 py-3">{rate(row.satisfaction_rate)}</td>
                  <td className="px-5 py-3">{rate(row.completion_rate)}</td>
                  <td className="px-5 py-3">{rate(row.success_rate)}</td>
                </tr>
              ))}
              <tr className="bg-brand-green-soft/60 font-bold">
                <th scope="row" className="px-5 py-3">
                  Ensemble {results.overall.years}
                </th>
                <td className="px-5 py-3">{results.overall.trainees.toLocaleString("fr-FR")}</td>
                <td className="px-5 py-3">{rate(results.overall.satisfaction_rate)}</td>
                <td className="px-5 py-3">{rate(results.overall.completion_rate)}</td>
                <td className="px-5 py-3">{rate(results.overall.success_rate)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 rounded-3xl border border-dashed border-ink/20 p-6 text-ink/75">
          Nos premiers résultats seront publiés à l&apos;issue des premières sessions.
        </p>
      )}
    </section>
  );
}
