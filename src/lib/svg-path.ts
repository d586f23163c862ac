/**
 * An SVG path of absolute moves and lines (what d3-geo draws: M, L, Z, coordinates with at most
 * one decimal) rewritten with relative commands: each point is written as its offset from the
 * previous one, a few characters instead of two full coordinates, and a point that repeats the
 * previous one is dropped. The same points, exactly: offsets are computed in tenths, so rounding
 * never accumulates.
 */
export function relativePath(path: string): string {
  if (!/^[MLZ\d.,-]*$/.test(path)) throw new Error(`Chemin SVG inattendu : ${path.slice(0, 40)}`);
  let output = "";
  let command = "";
  let previousNumber = "";
  const write = (letter: string, ...numbers: number[]) => {
    if (letter !== command || letter === "z") {
      output += letter;
      command = letter;
      previousNumber = "";
    }
    for (const tenths of numbers) {
      const text = decimal(tenths);
      const glued = text.startsWith("-") || (text.startsWith(".") && previousNumber.includes("."));
      output += (previousNumber && !glued ? " " : "") + text;
      previousNumber = text;
    }
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, letter, coordinates] of path.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (letter === "Z") {
      write("z");
      [x, y] = [startX, startY];
      continue;
    }
    const [nextX, nextY] = coordinates!
      .split(",")
      .map((value) => Math.round(Number(value) * 10)) as [number, number];
    const [dx, dy] = [nextX - x, nextY - y];
    [x, y] = [nextX, nextY];
    if (letter === "M") {
      write("m", dx, dy);
      [startX, startY] = [x, y];
    } else if (dx === 0 && dy === 0) continue;
    else if (dy === 0) write("h", dx);
    else if (dx === 0) write("v", dy);
    else write("l", dx, dy);
  }
  return output;
}

/** Tenths as the shortest decimal: 25 → '2.5', -3 → '-.3', 20 → '2'. */
function decimal(tenths: number): string {
  const text = String(tenths / 10);
  return text.replace(/^(-?)0\./, "$1.");
}
