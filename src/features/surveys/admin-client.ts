// What the quality screens' funder dialog runs in the dashboard: the funders are the contacts
// this domain surveys each year, so their table and their commands are this domain's.
export { deleteFunder, readFunder, saveFunder } from "./funder-actions";
export { emptyFunder, funderSchema } from "./schema";
