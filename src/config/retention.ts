/**
 * How long personal data stays, as the privacy policy and the forms' notice state it, and as
 * jobs/purge.ts purges it. Rate-limit counters hold addresses: kept past the longest
 * window (a day) they count nothing. Sent mails hold links and what visitors wrote. A
 * prospect's requests go 3 years after their last one. A trainee's registration goes 5 years
 * after the session ends: the civil limitation period (Code civil, article 2224) during which a
 * funder or the trainee may dispute the training; so does the survey of its company and trainer,
 * and a funder's yearly survey 5 years after its year. A complaint stays in the register 5 years after
 * it is closed, for the same reason: it is the evidence of how a claim was handled. The staff's
 * journal (who changed what, naming trainees and clients) is a log like the server's: 12 months,
 * the longest the CNIL recommends for such traces (recommandation « journalisation », 2021).
 */
export const RETENTION = {
  rateLimitMs: 24 * 60 * 60_000,
  sentMailMs: 30 * 24 * 60 * 60_000,
  prospectYears: 3,
  traineeYears: 5,
  complaintYears: 5,
  journalMonths: 12,
} as const;
