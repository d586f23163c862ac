/** A trainee at a half-day: there all of it, not there, or there between two times. */
export const attendanceStatuses = ["present", "absent", "partial"] as const;

/** How a signature is given: drawn with a finger, or the signer's name typed. */
export const signatureKinds = ["drawn", "typed"] as const;

/** How long after its session a trainer's link still opens: to countersign a forgotten half-day. */
export const TRAINER_LINK_DAYS_AFTER_END = 30;

/** The longest drawn signature kept, as SVG path text: a few dozen strokes. */
export const MAX_SIGNATURE_PATH = 20_000;

/** What a scanned attendance sheet may be: a scanner's PDF or a phone's photo. */
export const scanFormats = ["pdf", "jpeg", "png"] as const;
/** A scanner's PDF of a few pages at 300 dpi, or a phone's photo of the sheet. */
export const MAX_SCAN_MEGABYTES = 20;
