// What other domains may use of the trainers on the server: the only file of this folder they import.
export { writeTrainer, removeTrainer, setTrainerKind } from "./commands";
export { trainerToEdit } from "./admin-queries";
