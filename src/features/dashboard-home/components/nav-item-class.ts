/**
 * One look for the sidebar's links and its sign-out button. In a module of its own because the
 * server layout styles the sign-out button with it, and a value exported by a client module
 * reaches server code as a reference, not a string.
 */
export const navItemClassName =
  "flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-semibold text-ink/80 hover:bg-ink/5 hover:text-ink group-data-[sidebar=collapsed]/sidebar:justify-center group-data-[sidebar=collapsed]/sidebar:px-0";
