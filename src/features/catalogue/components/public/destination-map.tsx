"use client";

import { useEffect, useRef, useState } from "react";
import { useMediaQuery } from "@/lib/use-browser-snapshot";
import { joinClasses } from "@/lib/join-classes";
import type { DrawnCountry } from "@/features/catalogue/destinations";

const TOOLTIP_HALF_WIDTH = 128;
/** Where the map shows (abroad-views.tsx): below, it is neither drawn nor downloaded. */
const MAP_SHOWN = "(min-width: 768px)";

const toneClass = {
  permanent: "fill-brand-green",
  temporary: "fill-brand-pink",
} as const;

interface Active {
  country: DrawnCountry;
  /** Tooltip anchor, in pixels from the top left of the map. */
  x: number;
  y: number;
}

/** The page's coloured countries, read once the map shows; null until then or when unreachable. */
function useDrawnCountries(address: string): DrawnCountry[] | null {
  const shown = useMediaQuery(MAP_SHOWN);
  const [countries, setCountries] = useState<DrawnCountry[] | null>(null);
  const wanted = shown && countries === null;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetch(address)
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (read: DrawnCountry[] | null) => current && read && setCountries(read),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [wanted, address]);
  return countries;
}

function describeCountry(country: DrawnCountry): string {
  const places = country.places.map((place) => `${place.name}, ${place.dates}`).join(" ; ");
  return `${country.country} : ${places}`;
}

/**
 * The map's countries as links, with their tooltip on hover, keyboard focus and touch. The page
 * carries none of them: phones, which show the list alone, download nothing of the map, and
 * from 768 px the script reads them (`address`) and draws them over the coloured picture that
 * the map's background already shows, without JavaScript too (`layers`). On a touch screen the
 * first tap shows the tooltip and a second tap on the same country follows its link.
 */
export function DestinationMap({
  address,
  layers,
  viewBox,
}: {
  address: string;
  /** The CSS background: the coloured countries over the grey world. */
  layers: string;
  viewBox: string;
}) {
  const countries = useDrawnCountries(address);
  const container = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>("mouse");
  // The country a first tap revealed: a second tap on it follows its link.
  const revealed = useRef<string | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const byCode = new Map(countries?.map((country) => [country.code, country]));

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
      <svg
        viewBox={viewBox}
        className="h-auto w-full bg-[length:100%_100%] bg-no-repeat md:bg-(image:--map-layers)"
        style={{ "--map-layers": layers } as React.CSSProperties}
        role="group"
        aria-label="Carte du monde de nos destinations"
      >
        {countries?.map((country) => (
          <a
            key={country.code}
            href={country.href}
            data-country={country.code}
            data-tone={country.tone}
            aria-label={describeCountry(country)}
            className="group outline-none"
          >
            <path
              d={country.path}
              className={joinClasses(
                toneClass[country.tone],
                "cursor-pointer stroke-white stroke-[0.5] transition-[filter] group-hover:brightness-90 group-focus-visible:stroke-ink group-focus-visible:stroke-2",
              )}
            />
          </a>
        ))}
      </svg>
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
