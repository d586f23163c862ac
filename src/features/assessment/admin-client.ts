// The dashboard's client components other domains render (the formation card's questionnaires),
// apart from client.ts: a public form importing client.ts would download them too.
export { QuestionnairesDialog } from "./components/admin/questionnaires-dialog";
