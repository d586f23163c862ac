// What the jobs and the screens above use of billing: the only file of this folder they import.
export { remindOverdueInvoices } from "./sending";
export { countOverdueInvoices } from "./admin-queries";
export { billingMailSamples } from "./mail-samples";
export { invoiceDemoSessions } from "./demo";
export { cpfAwaitingCertificates, cpfIncome } from "./cpf-income";
