"use client";

import { PanelLeft, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { Dialog as DialogPrimitive } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-browser-snapshot";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar-state";

/**
 * Spec constants: 16rem wide, 3rem as icons, an 18rem drawer on phones (below 768 px);
 * Ctrl/Cmd+B toggles.
 */
const SHORTCUT_KEY = "b";
const MOBILE_QUERY = "(max-width: 767px)";
const SIDEBAR_ID = "barre-laterale";

interface SidebarState {
  /** Expanded (16rem) or collapsed to icons (3rem), on a wide screen. */
  open: boolean;
  /** The slide-in drawer, on a phone. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used within a SidebarProvider");
  return state;
}

function isPhone() {
  return window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * The sidebar's state. `defaultOpen` comes from the cookie read on the server, so the first
 * paint already has the width the person chose and nothing shifts.
 */
export function SidebarProvider({
  defaultOpen,
  children,
}: {
  defaultOpen: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  // The drawer is open on the page it was opened on: following one of its links closes it.
  const pathname = usePathname();
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const openMobile = drawerPath === pathname;
  const setOpenMobile = useCallback(
    (next: boolean) => setDrawerPath(next ? pathname : null),
    [pathname],
  );

  const toggle = useCallback(() => {
    if (isPhone()) {
      setDrawerPath((current) => (current === pathname ? null : pathname));
      return;
    }
    setOpen((current) => {
      document.cookie = `${SIDEBAR_COOKIE}=${!current}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      return !current;
    });
  }, [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SHORTCUT_KEY &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const state = useMemo(
    () => ({ open, openMobile, setOpenMobile, toggle }),
    [open, openMobile, setOpenMobile, toggle],
  );
  return (
    <SidebarContext.Provider value={state}>
      <div
        data-sidebar={open ? "expanded" : "collapsed"}
        className="group/sidebar min-h-screen [--sidebar-width-icon:3rem] [--sidebar-width:16rem]"
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/**
 * The navigation column: fixed on the left of a wide screen (its content shows labels when
 * expanded, icons alone when collapsed), a drawer from the left on a phone.
 */
export function Sidebar({ label, children }: { label: string; children: React.ReactNode }) {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <>
      <aside
        id={SIDEBAR_ID}
        aria-label={label}
        className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) flex-col border-r border-ink/10 bg-white transition-[width] duration-200 group-data-[sidebar=collapsed]/sidebar:w-(--sidebar-width-icon) md:flex print:hidden!"
      >
        {children}
      </aside>
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/50 md:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[80vw] flex-col bg-white shadow-2xl data-[state=open]:animate-[sidebar-in_200ms_ease-out] md:hidden"
          >
            <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Fermer le menu"
              // Beside the drawer, on the dimmed page, so it never covers the brand.
              className="absolute left-full top-3 ml-2 grid size-10 place-items-center rounded-full bg-white shadow-lg"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
            {children}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}

/** The page beside the sidebar: it leaves room for the sidebar's current width. */
export function SidebarInset({ children }: { children: React.ReactNode }) {
  return (
    // Printed, a page is its content alone, without the sidebar's room.
    <div className="flex min-h-screen flex-col transition-[padding] duration-200 md:pl-(--sidebar-width) md:group-data-[sidebar=collapsed]/sidebar:pl-(--sidebar-width-icon) print:pl-0!">
      {children}
    </div>
  );
}

/** The button that collapses the sidebar (wide screens) or opens the drawer (phones). */
export function SidebarTrigger({ className }: { className?: string }) {
  const { open, openMobile, toggle } = useSidebar();
  const phone = useMediaQuery(MOBILE_QUERY);
  const expanded = phone ? openMobile : open;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={expanded}
      aria-controls={phone ? undefined : SIDEBAR_ID}
      aria-keyshortcuts="Control+B Meta+B"
      title="Menu (Ctrl+B)"
      className={cn("grid size-10 place-items-center rounded-xl hover:bg-ink/5", className)}
    >
      <PanelLeft aria-hidden className="size-5" />
      <span className="sr-only">{expanded ? "Masquer le menu" : "Afficher le menu"}</span>
    </button>
  );
}

/** A label hidden (but still read by screen readers) when the sidebar shows icons only. */
export function SidebarLabel({ children }: { children: React.ReactNode }) {
  return (
    <span className="truncate group-data-[sidebar=collapsed]/sidebar:sr-only">{children}</span>
  );
}
