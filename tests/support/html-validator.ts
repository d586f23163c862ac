import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

/** A page as the server sent it: its address and HTML. */
export interface ServedPage {
  path: string;
  html: string;
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The W3C Nu HTML Checker's errors on the given pages, as 'path (line N): message — extract'.
 * All pages go to one run of the checker (a JVM start costs seconds). It needs Java: `.ci/run`
 * installs it where it is missing, and the checker's own download of a JDK is denied in
 * package.json, as nothing may reach the internet.
 */
export async function htmlErrors(pages: ServedPage[]): Promise<string[]> {
  const directory = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const file = join(directory, `${index}.html`);
        await writeFile(file, page.html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      "java",
      [
        "-jar",
        String(vnuJar),
        "--errors-only",
        "--exit-zero-always",
        "--format",
        "json",
        "--stdout",
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === "error")
      .map((message) => {
        const index = Number(/(\d+)\.html$/.exec(message.url)?.[1]);
        const extract = message.extract
          ? ` — ${message.extract.replace(/\s+/g, " ").slice(0, 160)}`
          : "";
        return `${pages[index]?.path ?? message.url} (line ${message.lastLine ?? "?"}): ${message.message}${extract}`;
      });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
