import { execFileSync } from "node:child_process";

/** Megabytes resident in `pid` and its children (Next may fork workers), from `ps`. */
export function residentMegabytes(pid) {
  let children = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    // pgrep exits 1 when there is no child.
  }
  const kilobytes = execFileSync("ps", ["-o", "rss=", "-p", [pid, ...children].join(",")], {
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)
    .reduce((total, line) => total + Number(line.trim()), 0);
  return Math.round(kilobytes / 1024);
}
