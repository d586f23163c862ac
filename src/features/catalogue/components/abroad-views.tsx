"use client";

import { List, Map as MapIcon } from "lucide-react";
import { useState } from "react";
import { joinClasses } from "@/lib/join-classes";

/**
 * Map and list of the abroad page: both on a desktop, a 'Carte / Liste' switch on a tablet, and
 * the list alone on a phone, where a world map is too small to use.
 */
export function AbroadViews({ map, list }: { map: React.ReactNode; list: React.ReactNode }) {
  const [view, setView] = useState<"map" | "list">("map");
  const option = (value: "map" | "list", label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={joinClasses(
        "inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold",
        view === value ? "bg-ink text-white" : "text-ink hover:bg-ink/5",
      )}
    >
      <Icon aria-hidden className="size-4" /> {label}
    </button>
  );
  return (
    <div className="space-y-8">
      <div
        role="group"
        aria-label="Affichage des destinations"
        className="hidden w-fit rounded-full border border-ink/15 p-1 md:flex lg:hidden"
      >
        {option("map", "Carte", MapIcon)}
        {option("list", "Liste", List)}
      </div>
      <div className={joinClasses("hidden lg:block", view === "map" && "md:block")} data-testid="map-view">
        {map}
      </div>
      <div className={joinClasses(view === "map" && "md:max-lg:hidden")} data-testid="list-view">
        {list}
      </div>
    </div>
  );
}
