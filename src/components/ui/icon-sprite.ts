import * as accessibility from "lucide-react/icons/accessibility";
import * as arrowLeft from "lucide-react/icons/arrow-left";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as award from "lucide-react/icons/award";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as bookOpen from "lucide-react/icons/book-open";
import * as briefcase from "lucide-react/icons/briefcase";
import * as buildingComplex from "lucide-react/icons/building-complex";
import * as calendarCheck from "lucide-react/icons/calendar-check";
import * as calendarDays from "lucide-react/icons/calendar-days";
import * as calendarPlus from "lucide-react/icons/calendar-plus";
import * as chartColumn from "lucide-react/icons/chart-column";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as chevronsRight from "lucide-react/icons/chevrons-right";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as clipboardCheck from "lucide-react/icons/clipboard-check";
import * as clock from "lucide-react/icons/clock";
import * as clock3 from "lucide-react/icons/clock-3";
import * as doorOpen from "lucide-react/icons/door-open";
import * as download from "lucide-react/icons/download";
import * as earth from "lucide-react/icons/earth";
import * as euro from "lucide-react/icons/euro";
import * as externalLink from "lucide-react/icons/external-link";
import * as eye from "lucide-react/icons/eye";
import * as fileDown from "lucide-react/icons/file-down";
import * as fileQuestionMark from "lucide-react/icons/file-question-mark";
import * as graduationCap from "lucide-react/icons/graduation-cap";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as list from "lucide-react/icons/list";
import * as listChecks from "lucide-react/icons/list-checks";
import * as mail from "lucide-react/icons/mail";
import * as map from "lucide-react/icons/map";
import * as mapPin from "lucide-react/icons/map-pin";
import * as menu from "lucide-react/icons/menu";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as messageSquareQuote from "lucide-react/icons/message-square-quote";
import * as monitorSmartphone from "lucide-react/icons/monitor-smartphone";
import * as phone from "lucide-react/icons/phone";
import * as presentation from "lucide-react/icons/presentation";
import * as rotateCcw from "lucide-react/icons/rotate-ccw";
import * as search from "lucide-react/icons/search";
import * as searchX from "lucide-react/icons/search-x";
import * as target from "lucide-react/icons/target";
import * as ticket from "lucide-react/icons/ticket";
import * as userRound from "lucide-react/icons/user-round";
import * as users from "lucide-react/icons/users";
import * as wallet from "lucide-react/icons/wallet";
import * as x from "lucide-react/icons/x";
// Relative, not "@/…": next.config.ts loads this module, and its loader knows no path aliases.
import { escapeXml } from "../../lib/xml";
import { contentVersion } from "../../server/content-version";

/**
 * The icons the public pages draw, as one SVG sprite served at /icones.svg: a page refers to a
 * symbol in a few bytes (`<use href="…#map-pin">`) instead of carrying each drawing in its HTML
 * and again in its RSC payload. The drawings are lucide's own, read from its icon modules, and
 * our own few (below).
 */
const icons = {
  accessibility,
  "arrow-left": arrowLeft,
  "arrow-right": arrowRight,
  award,
  "badge-check": badgeCheck,
  "book-open": bookOpen,
  briefcase,
  "building-complex": buildingComplex,
  "calendar-check": calendarCheck,
  "calendar-days": calendarDays,
  "calendar-plus": calendarPlus,
  "chart-column": chartColumn,
  "chevron-left": chevronLeft,
  "chevron-right": chevronRight,
  "chevrons-right": chevronsRight,
  "circle-check": circleCheck,
  "clipboard-check": clipboardCheck,
  clock,
  "clock-3": clock3,
  "door-open": doorOpen,
  download,
  earth,
  euro,
  "external-link": externalLink,
  eye,
  "file-down": fileDown,
  "file-question-mark": fileQuestionMark,
  "graduation-cap": graduationCap,
  lightbulb,
  list,
  "list-checks": listChecks,
  mail,
  map,
  "map-pin": mapPin,
  menu,
  "message-circle": messageCircle,
  "message-square-quote": messageSquareQuote,
  "monitor-smartphone": monitorSmartphone,
  phone,
  presentation,
  "rotate-ccw": rotateCcw,
  search,
  "search-x": searchX,
  target,
  ticket,
  "user-round": userRound,
  users,
  wallet,
  x,
};

/**
 * Drawings of our own, in their own box and colours: the brand's globe, and LinkedIn's "in" mark
 * (lucide draws no brand logos). The header and the footer of every page draw them.
 */
const ownDrawings = {
  "brand-mark": {
    viewBox: "0 0 40 40",
    shapes:
      '<circle cx="20" cy="20" r="19" fill="#111827"/><path d="M20 1a19 19 0 0 1 0 38" fill="#22c55e"/>' +
      '<ellipse cx="20" cy="20" rx="8" ry="19" fill="none" stroke="#facc15" stroke-width="2.5"/>' +
      '<path d="M2 20h36" stroke="#ec4899" stroke-width="2.5"/>' +
      '<circle cx="29" cy="11" r="3.5" fill="#3b82f6" stroke="#fff" stroke-width="1.5"/>',
  },
  linkedin: {
    viewBox: "0 0 24 24",
    shapes:
      '<path fill="currentColor" d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"/>',
  },
};

export type IconName = keyof typeof icons | keyof typeof ownDrawings;

type Drawing = [tag: string, attributes: Record<string, string>][];

/** lucide-react's icon modules export their drawing beside the component, as `__iconData` (not in their types). */
function drawingOf(name: string, module: object): Drawing {
  const data = (module as { __iconData?: { node?: unknown } }).__iconData;
  if (
    !Array.isArray(data?.node) ||
    data.node.some((element) => !Array.isArray(element) || element.length !== 2)
  ) {
    throw new Error(`L'icône ${name} n'a pas de dessin lisible dans lucide-react.`);
  }
  return data.node as Drawing;
}

/**
 * lucide's stroke settings, on each symbol: a page's <use> draws the symbol in its own document,
 * where it inherits from the <use> element (its colour), never from the sprite's root.
 */
const STROKE = ` fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

function symbolOf(name: string, drawing: Drawing): string {
  const elements = drawing.map(([tag, { key: _key, ...attributes }]) => {
    const list = Object.entries(attributes).map(
      ([attribute, value]) => ` ${attribute}="${escapeXml(String(value))}"`,
    );
    return `<${tag}${list.join("")}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24"${STROKE}>${elements.join("")}</symbol>`;
}

let sprite: string | undefined;

export function iconSpriteSvg(): string {
  sprite ??= [
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    ...Object.entries(icons).map(([name, module]) => symbolOf(name, drawingOf(name, module))),
    ...Object.entries(ownDrawings).map(
      ([name, { viewBox, shapes }]) =>
        `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`,
    ),
    "</svg>",
  ].join("");
  return sprite;
}

/** A digest of the sprite, for the address pages use: a new drawing comes under a new address. */
export function iconSpriteDigest(): string {
  return contentVersion(iconSpriteSvg());
}
