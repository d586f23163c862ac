// What client components of other domains may use of the trainers: plain modules only.
export { trainerKindLabels, trainerKinds, type TrainerKind } from "./constants";
export { trainerSchema, emptyTrainer, type TrainerInput } from "./schema";
