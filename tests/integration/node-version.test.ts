import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = path.resolve("scripts/check-node.mjs");
const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
};

/** Runs the check beside a package.json asking for `wanted`, as npm's pre-scripts run it. */
function check(directory: string, wanted: string) {
  mkdirSync(path.join(directory, "scripts"), { recursive: true });
  copyFileSync(script, path.join(directory, "scripts/check-node.mjs"));
  writeFileSync(
    path.join(directory, "package.json"),
    JSON.stringify({ engines: { node: wanted } }),
  );
  return spawnSync(process.execPath, [path.join(directory, "scripts/check-node.mjs")], {
    encoding: "utf8",
  });
}

describe("the Node.js version npm install, start and test ask for", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "check-node-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("refuses an older Node in one French and English line, and lets the required one through", () => {
    const older = check(directory, ">=99");
    expect(older.status).toBe(1);
    expect(older.stdout).toBe("");
    expect(older.stderr).toBe(
      `Node.js 99 ou plus récent requis, trouvé ${process.versions.node} : voir README.md, « Requirements ». / Node.js 99 or newer required, found ${process.versions.node}: see README.md, "Requirements".\n`,
    );
    const current = check(directory, engines.node);
    expect(current.status).toBe(0);
    expect(current.stderr).toBe("");
  });

  it("is Node 24 LTS in package.json, .nvmrc and the pre-scripts of install, dev, build, start and test", () => {
    expect(engines.node).toBe(">=24");
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe("24");
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["preinstall", "predev", "prebuild", "prestart", "pretest"])
      expect(scripts[name]).toBe("node scripts/check-node.mjs");
  });
});
