import { Icon } from "@/components/ui/icon";

const VIEW_INPUT = "abroad-view";

/**
 * Map and list of the abroad page: both on a desktop, a 'Carte / Liste' switch on a tablet, and
 * the list alone on a phone, where a world map is too small to use. Both are in the HTML and CSS
 * alone decides what shows: the switch is a pair of radio buttons that `:has()` reads, so it
 * works before the page is hydrated, and without JavaScript.
 */
export function AbroadViews({ map, list }: { map: React.ReactNode; list: React.ReactNode }) {
  const option = (value: "map" | "list", label: string, icon: "map" | "list") => (
    <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-semibold text-ink hover:bg-ink/5 has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-blue-ink">
      <input
        type="radio"
        name={VIEW_INPUT}
        value={value}
        defaultChecked={value === "map"}
        className="sr-only"
      />
      <Icon name={icon} className="size-4" /> {label}
    </label>
  );
  return (
    <div className="group/views space-y-8">
      <fieldset className="hidden w-fit rounded-full border border-ink/15 p-1 md:flex lg:hidden">
        <legend className="sr-only">Affichage des destinations</legend>
        {option("map", "Carte", "map")}
        {option("list", "Liste", "list")}
      </fieldset>
      <div
        className="hidden md:group-has-[[value=map]:checked]/views:block lg:block"
        data-testid="map-view"
      >
        {map}
      </div>
      <div
        className="md:max-lg:group-has-[[value=map]:checked]/views:hidden"
        data-testid="list-view"
      >
        {list}
      </div>
    </div>
  );
}
