import sharp from "sharp";

/**
 * Demo pictures drawn as SVG and rasterised with sharp: the seed needs location illustrations
 * and team portraits, and nothing may be downloaded.
 */

/** A small deterministic generator, so that a location always gets the same skyline. */
function randomFrom(seedText: string) {
  let state = [...seedText].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function locationIllustrationSvg(
  key: string,
  [sky, ground, accent]: [string, string, string],
) {
  const random = randomFrom(key);
  const width = 960;
  const height = 540;
  const buildings: string[] = [];
  for (let x = -20; x < width;) {
    const buildingWidth = 40 + Math.floor(random() * 70);
    const buildingHeight = 90 + Math.floor(random() * 220);
    const top = height - 120 - buildingHeight;
    buildings.push(
      `<rect x="${x}" y="${top}" width="${buildingWidth}" height="${buildingHeight + 120}" rx="4" fill="${ground}" opacity="${(0.55 + random() * 0.45).toFixed(2)}"/>`,
    );
    for (let wy = top + 16; wy < height - 140; wy += 28) {
      for (let wx = x + 10; wx < x + buildingWidth - 14; wx += 18) {
        if (random() > 0.55) {
          buildings.push(
            `<rect x="${wx}" y="${wy}" width="8" height="12" rx="1" fill="${sky}" opacity="0.8"/>`,
          );
        }
      }
    }
    x += buildingWidth + 6 + Math.floor(random() * 18);
  }
  const sunX = 160 + Math.floor(random() * 640);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="150" r="70" fill="${accent}" opacity="0.9"/>
  ${buildings.join("\n  ")}
  <rect y="${height - 120}" width="${width}" height="120" fill="${ground}"/>
  <path d="M0 ${height - 60} Q ${width / 4} ${height - 90} ${width / 2} ${height - 60} T ${width} ${height - 60} V ${height} H 0 Z" fill="${accent}" opacity="0.35"/>
</svg>`;
}

export function portraitSvg([background, skin, hair, clothes]: [string, string, string, string]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${background}"/>
  <path d="M70 400 C 80 300, 140 270, 200 270 C 260 270, 320 300, 330 400 Z" fill="${clothes}"/>
  <rect x="175" y="220" width="50" height="60" rx="20" fill="${skin}"/>
  <ellipse cx="200" cy="170" rx="72" ry="82" fill="${skin}"/>
  <path d="M126 165 C 120 90, 170 70, 205 72 C 250 74, 285 100, 276 170 C 262 130, 230 112, 200 112 C 165 112, 140 130, 126 165 Z" fill="${hair}"/>
  <circle cx="175" cy="175" r="7" fill="#1f2937"/><circle cx="228" cy="175" r="7" fill="#1f2937"/>
  <path d="M178 212 Q 202 230 226 212" stroke="#7f1d1d" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>`;
}

export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
