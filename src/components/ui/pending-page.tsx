/**
 * A page's loading state, shown between a click on a link and the next page's arrival: pages
 * are complete in their server HTML (docs/decisions/038-cached-content-never-behind-boundary.md),
 * so this is the only time there is something to wait on. A link names the state it shows
 * (`pendingLink`); the layout holds each state once, in a <template> the browser neither shows
 * nor reads aloud (src/site/components/pending-states.astro), and one script shows it on the
 * link's click (src/site/scripts/pending-page.ts).
 */
export const pendingStates = {
  formation: "Chargement de la formation",
  article: "Chargement de l'article",
} as const;

export type PendingState = keyof typeof pendingStates;

/** The attribute a link carries to show `state` once clicked. */
export function pendingLink(state: PendingState) {
  return { "data-pending": state };
}

/** The id of `state`'s template in the page. */
export function pendingStateId(state: PendingState): string {
  return `chargement-${state}`;
}
