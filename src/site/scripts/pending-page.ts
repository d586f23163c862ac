/**
 * A link naming a loading state (components/ui/pending-page.tsx) shows it once clicked, over the
 * page and below the fixed header, until the next page arrives: what a visitor waits on is said,
 * as the spec asks ('Chargement de la formation...'). A click that opens another tab, or that a
 * script handled, shows nothing; a page restored by the back button comes back without it.
 */
import { pendingStateId, type PendingState } from "@/components/ui/pending-page";

const FRAME = "loading-frame fixed inset-0 z-40 overflow-hidden bg-white pt-24 sm:pt-28";

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[data-pending]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
  const state = document.getElementById(pendingStateId(link.dataset.pending as PendingState));
  if (!(state instanceof HTMLTemplateElement)) return;
  const frame = document.createElement("div");
  frame.setAttribute("role", "status");
  frame.setAttribute("aria-label", state.dataset.label ?? "");
  frame.dataset.pendingFrame = "";
  frame.className = FRAME;
  frame.append(state.content.cloneNode(true));
  document.body.append(frame);
});

window.addEventListener("pageshow", (event) => {
  if (event.persisted)
    for (const frame of document.querySelectorAll("[data-pending-frame]")) frame.remove();
});
