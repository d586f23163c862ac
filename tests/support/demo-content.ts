import { seedBlogPosts } from "../../src/seed/blog";
import { seedEvents, seedFormations, seedLocations } from "../../src/seed/catalogue";
import { seedSessions } from "../../src/seed/sessions";
import { seedTeam } from "../../src/seed/team";

/**
 * What the demo content holds, counted from the seed itself: a test expecting the demo's figures
 * reads them here, so that adding a formation to the seed does not break a dozen literals.
 */
export const DEMO = {
  formations: seedFormations.length,
  publishedArticles: seedBlogPosts.filter((post) => post.published).length,
  destinations: seedLocations.length,
  events: seedEvents.length,
  /** Sessions the calendar shows: the published ones, which are all but the intra-company one. */
  publishedSessions: seedSessions.filter((session) => session.place !== "client").length,
  /** Team members shown on the site: those with roles. */
  team: seedTeam.filter((member) => member.roles !== null).length,
} as const;

/** The public counters' text ('16+'), as the home and About pages show them. */
export const counter = (value: number) => `${value}+`;
