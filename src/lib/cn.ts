import type { ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";
import { joinClasses } from "./join-classes";

/**
 * Joins class names, letting later Tailwind utilities override earlier conflicting ones. For the
 * server and the dashboard; public client components use `joinClasses` (see there).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(joinClasses(inputs));
}
