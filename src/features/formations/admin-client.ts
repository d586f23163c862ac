export { FormationDialog } from "./components/admin/formation-dialog";
