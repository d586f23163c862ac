/** The grid of formation cards (each child an <li>). */
export function FormationGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
