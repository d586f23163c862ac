// The dashboard's components other domains render (the formation card's questionnaires, a
// registration's answers), apart from client.ts and public.ts: a public form importing client.ts
// would download them too, and a public page's bundle would reach the staff area's Next.js links.
export { QuestionnairesDialog } from "./components/admin/questionnaires-dialog";
export { TraineeAnswersPanel } from "./components/admin/trainee-answers";
