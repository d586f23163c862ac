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
    views: {
      "a-venir": "Sessions à venir",
      passees: "Sessions passées",
      "a-confirmer": "Inscriptions à confirmer",
      "14-jours": "Débutant dans les 14 jours",
      "a-emarger": "Émargement à compléter",
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
