import { z } from "@/lib/zod";
import { monthOf } from "./calendar";

/** A month of the calendar as its address names it: '2026-11'. */
export const calendarMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Le mois doit s'écrire AAAA-MM, par exemple 2026-11.")
  .transform((key) => monthOf(`${key}-01`));
