import { clockText } from "@/lib/dates";
import { slotText } from "@/features/attendance/text";
import type { Slot } from "@/features/sessions/client";

/** 'lundi 14 décembre, matin (9 h – 12 h 30)'. */
export const slotWithHours = (slot: Slot) =>
  `${slotText(slot)} (${clockText(slot.start)} – ${clockText(slot.end)})`;
