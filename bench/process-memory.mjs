import { readFileSync } from "node:fs";

/**
 * Megabytes resident in the server's process, read from Linux's /proc: a file read of a few
 * microseconds. The server is one process (scripts/site-server.mjs holds both frameworks). It
 * used to ask `ps` and `pgrep`, two processes spawned synchronously, which every 50 ms during an
 * export held the bench's own event loop long enough to slow the download it was timing
 * (bench:scale's exports: 14–54 s, against 2–5 s read without sampling).
 */
export function residentMegabytes(pid) {
  return statusMegabytes(pid, "VmRSS");
}

/** The most the process has held resident since it started, in megabytes. */
export function peakResidentMegabytes(pid) {
  return statusMegabytes(pid, "VmHWM");
}

function statusMegabytes(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`Mémoire résidente illisible pour ${pid}.`);
  return Math.round(kilobytes / 1024);
}
