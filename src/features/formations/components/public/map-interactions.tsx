"use client";

import { useRef, useState } from "react";
import type { MapCountry } from "../../destinations";

const TOOLTIP_HALF_WIDTH = 128;

interface Active {
  country: MapCountry;
  /** Tooltip anchor, in pixels from the top left of the map. */
  x: number;
  y: number;
}

/**
 * The tooltip of the map's countries, on hover, keyboard focus and touch. On a touch screen the
 * first tap shows the tooltip and a second tap on the same country follows its link.
 */
export function MapInteractions({
  countries,
  children,
}: {
  countries: MapCountry[];
  children: React.ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>("mouse");
  // The country a first tap revealed: a second tap on it follows its link.
  const revealed = useRef<string | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const byCode = new Map(countries.map((country) => [country.code, country]));

  function countryLink(target: EventTarget): Element | null {
    return target instanceof Element ? target.closest("[data-country]") : null;
  }

  function show(link: Element) {
    const country = byCode.get(link.getAttribute("data-country") ?? "");
    const frame = container.current?.getBoundingClientRect();
    if (!country || !frame) return;
    const box = link.getBoundingClientRect();
    // Centred over the country, but kept inside the map so the tooltip is never cut off.
    const x = Math.min(
      Math.max(box.left + box.width / 2 - frame.left, TOOLTIP_HALF_WIDTH),
      frame.width - TOOLTIP_HALF_WIDTH,
    );
    setActive({ country, x, y: box.top - frame.top });
  }

  return (
    <div
      ref={container}
      className="relative"
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onPointerOver={(event) => {
        if (event.pointerType !== "mouse") return;
        const link = countryLink(event.target);
        if (link) show(link);
        else setActive(null);
      }}
      onPointerLeave={() => setActive(null)}
      onFocus={(event) => {
        const link = countryLink(event.target);
        if (link) show(link);
      }}
      onBlur={() => setActive(null)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setActive(null);
      }}
      onClick={(event) => {
        const link = countryLink(event.target);
        if (!link) return;
        const code = link.getAttribute("data-country");
        if (lastPointer.current === "touch" && revealed.current !== code) {
          event.preventDefault();
          revealed.current = code;
          show(link);
        }
      }}
    >
      {children}
      {active ? (
        <div
          role="tooltip"
          data-testid="map-tooltip"
          className="pointer-events-none absolute z-10 w-max max-w-64 -translate-x-1/2 -translate-y-full rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-xl"
          style={{ left: active.x, top: Math.max(active.y - 8, 0) }}
        >
          <p className="font-display text-base font-bold">{active.country.country}</p>
          <ul className="mt-1 space-y-1">
            {active.country.places.map((place) => (
              <li key={`${place.name}-${place.dates}`}>
                <span className="font-semibold">{place.name}</span>
                <span className="block text-white/80">{place.dates}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
