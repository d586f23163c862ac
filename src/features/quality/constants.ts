// Values the tables (this domain's and others' tables.ts) and the browser read. This file imports
// nothing, so a tables.ts reads it without a cycle and a client component without Drizzle.

/** Who files a complaint (Qualiopi indicator 31 covers every stakeholder, not only trainees). */
export const claimantKinds = ["trainee", "company", "funder", "trainer", "other"] as const;
export type ClaimantKind = (typeof claimantKinds)[number];

/** A complaint's steps, in the order they are taken; each is dated with its author. */
export type ComplaintStep = "received" | "acknowledged" | "analysed" | "answered" | "closed";

/** Where an improvement action comes from (Qualiopi indicator 32). */
export const improvementSources = ["complaint", "survey", "staff", "audit"] as const;
export type ImprovementSource = (typeof improvementSources)[number];

export const improvementStatuses = ["planned", "in_progress", "done", "abandoned"] as const;
export type ImprovementStatus = (typeof improvementStatuses)[number];

/** Who acknowledged a complaint when the site's own mail did, as the register names the author. */
export const AUTOMATIC_ACKNOWLEDGEMENT = "Accusé de réception automatique";

/** The longest complaint, analysis, answer or action text. */
export const MAX_COMPLAINT_TEXT = 5000;
