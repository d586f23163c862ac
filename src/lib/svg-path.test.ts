import { describe, expect, it } from "vitest";
import { relativePath } from "./svg-path";

/** The absolute points a path of m/M, l/L, h, v and z/Z visits, for comparing two paths. */
function points(path: string): string[] {
  const visited: string[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, letter, rest] of path.matchAll(/([MLZmlhvz])([^MLZmlhvz]*)/g)) {
    const numbers = (rest!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (letter === "Z" || letter === "z") {
      [x, y] = [startX, startY];
      visited.push("z");
      continue;
    }
    const relative = letter === letter!.toLowerCase();
    const step = letter === "h" || letter === "v" ? 1 : 2;
    for (let index = 0; index < numbers.length; index += step) {
      if (letter === "h") x += numbers[index]!;
      else if (letter === "v") y += numbers[index]!;
      else if (relative) [x, y] = [x + numbers[index]!, y + numbers[index + 1]!];
      else [x, y] = [numbers[index]!, numbers[index + 1]!];
      if (letter === "m" || letter === "M") [startX, startY] = [x, y];
      const point = `${x.toFixed(1)},${y.toFixed(1)}`;
      if (visited.at(-1) !== point) visited.push(point);
    }
  }
  return visited;
}

describe("relativePath", () => {
  const absolute =
    "M202.4,92.9L202.1,92.9L200,90.1L200,90.1L199.4,88.8L199.4,95.2ZM10,20L10.5,20.5L9.9,19Z";

  it("visits the same points as the absolute path, without drift", () => {
    expect(points(relativePath(absolute))).toEqual(points(absolute));
  });

  it("writes offsets, drops repeated points and uses h and v for straight moves", () => {
    expect(relativePath(absolute)).toBe(
      "m202.4 92.9h-.3l-2.1-2.8-.6-1.3v6.4zm-192.4-72.9l.5.5-.6-1.5z",
    );
  });

  it("keeps tenths exact over a long path: a thousand small steps end where they should", () => {
    const steps = Array.from(
      { length: 1000 },
      (_, index) => `L${(index * 0.3).toFixed(1)},${(index * 0.7).toFixed(1)}`,
    );
    const path = `M0,0${steps.join("")}Z`;
    expect(points(relativePath(path))).toEqual(points(path));
  });

  it("refuses a path with other commands rather than drop them", () => {
    expect(() => relativePath("M0,0A1,1,0,0,1,2,2Z")).toThrow();
  });
});
