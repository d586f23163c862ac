// The client components other domains render (the formation card's questionnaires): kept out of
// public.ts, which every page reading this domain's rules reaches (eslint-rules' publicEntry).
export { QuestionnairesDialog } from "./components/admin/questionnaires-dialog";
