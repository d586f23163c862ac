/**
 * How long personal data stays, as the privacy policy and the forms' notice state it, and as
 * server/retention.ts purges it. Rate-limit counters hold addresses: kept past the longest
 * window (a day) they count nothing. Sent mails hold links and what visitors wrote. A
 * prospect's requests go 3 years after their last one.
 */
export const RETENTION = {
  rateLimitMs: 24 * 60 * 60_000,
  sentMailMs: 30 * 24 * 60 * 60_000,
  prospectYears: 3,
} as const;
