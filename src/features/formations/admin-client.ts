// What the dashboard's other domains render and run of the formations (the catalogue's cards),
// apart from public.ts: a public page's bundle would reach the staff area's actions and links.
export { FormationDialog } from "./components/admin/formation-dialog";
export { deleteFormation } from "./actions";
export { QualiopiStatus } from "./components/admin/qualiopi-status";
