// What other domains may use of the trainers: the only file of this folder they import.
export { trainerKindLabels, trainerKinds, type TrainerKind } from "./constants";
