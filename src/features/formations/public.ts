// What other domains may use of the formations: the only file of this folder they import.
export { countIncompleteFormations } from "./admin-queries";
