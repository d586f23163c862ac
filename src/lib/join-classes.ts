/**
 * Joins class names, without resolving conflicts between utilities. What reaches the browser on
 * the public pages (buttons, fields, dialogs, the header, the contact form, the catalogue's
 * cards, the calendar, the destinations) uses it rather than `cn`: tailwind-merge would add 9 kB
 * gzipped to every page, and these components never pass two utilities for one property (a
 * button's look is a complete variant instead).
 */
export { clsx as joinClasses } from "clsx";
