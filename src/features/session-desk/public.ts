// What the dashboard's home and the mail catalogue use of the staff's session screens.
export { countSessionTodo } from "./today";
export { countSessionWork } from "./admin-queries";
export { sessionMailSamples } from "./mail-samples";
