// Every table of the application, for the tests that go over all of them (each table its range
// of ids, the migrations creating each). A tables.ts file missing here fails migrations.test.ts.
export * from "../../src/features/accounts/tables";
export * from "../../src/features/agreements/tables";
export * from "../../src/features/assessment/tables";
export * from "../../src/features/billing/tables";
export * from "../../src/features/bpf/tables";
export * from "../../src/features/attendance/tables";
export * from "../../src/features/blog/tables";
export * from "../../src/features/certificates/tables";
export * from "../../src/features/contact/tables";
export * from "../../src/features/events/tables";
export * from "../../src/features/formations/tables";
export * from "../../src/features/locations/tables";
export * from "../../src/features/quality/tables";
export * from "../../src/features/registrations/tables";
export * from "../../src/features/sessions/tables";
export * from "../../src/features/surveys/tables";
export * from "../../src/features/trainers/tables";
export * from "../../src/server/auth/tables";
export * from "../../src/server/mail/tables";
export * from "../../src/server/tables";
