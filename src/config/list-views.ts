import { readChoice, searchParam, type SearchParams } from "@/lib/list-params";
import { paths } from "./paths";

/**
 * The narrowed views of the management lists (`?vue=`), by list: each list offers its own in a
 * select beside its search, and each figure of the dashboard home opens the view it counts.
 */
export const listViews = {
  users: { label: "Tous les utilisateurs", views: { actifs: "Utilisateurs actifs" } },
  articles: {
    label: "Tous les articles",
    views: { publies: "Articles publiés", "non-publies": "Articles non publiés" },
  },
  events: { label: "Tous les événements", views: { "a-venir": "Événements à venir" } },
  formations: {
    label: "Toutes les formations",
    views: { "a-completer": "À compléter (Qualiopi)", brouillons: "Brouillons" },
  },
  sessions: {
    label: "Toutes les sessions",
    // Staff come for the sessions ahead: the list opens on them (readListView).
    opensOn: "a-venir",
    views: {
      "a-venir": "Sessions à venir",
      passees: "Sessions passées",
      "a-confirmer": "Inscriptions à confirmer",
      "14-jours": "Débutant dans les 14 jours",
      "a-emarger": "Émargement à compléter",
      changements: "Demandes de changement de session",
      documents: "Documents à envoyer",
      "certificats-en-attente": "Certificats en attente",
    },
  },
} as const;

type Lists = typeof listViews;
export type ListView<List extends keyof Lists> = keyof Lists[List]["views"] & string;

const listPaths: Record<keyof Lists, string> = {
  users: paths.users,
  articles: paths.blogAdmin,
  events: paths.eventsAdmin,
  formations: paths.formationsAdmin,
  sessions: paths.sessionsAdmin,
};

/** The address of a list narrowed to one of its views. */
export function viewHref<List extends keyof Lists>(list: List, view: ListView<List>): string {
  return `${listPaths[list]}?vue=${view}`;
}

/** What a list that opens on one of its views sends for its « Toutes … » choice. */
export const EVERY_VIEW = "toutes";

/**
 * The view a list shows: the one its address asks for; with no `vue` at all, the one it opens
 * on, if any; none for « Toutes … » or a view it does not have.
 */
export function readListView<List extends keyof Lists>(
  params: SearchParams,
  list: List,
): ListView<List> | null {
  const config: { views: Record<string, string>; opensOn?: string } = listViews[list];
  const chosen = readChoice(params, "vue", config.views);
  if (chosen) return chosen as ListView<List>;
  return searchParam(params, "vue") === "" ? ((config.opensOn as ListView<List>) ?? null) : null;
}
