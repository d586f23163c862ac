// The dashboard's client components the session desk renders (« Entreprise signataire »).
export { ConventionParty } from "./components/admin/convention-party-dialog";
