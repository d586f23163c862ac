// Refuses, in one line, a Node.js older than package.json's `engines`, before `npm install`,
// `npm start` or `npm test` go further and fail with a stack trace. Nothing but `node:fs`, so
// that the Node versions still met (18 to 22) run it to the end.
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const required = Number(/\d+/.exec(engines.node)[0]);
const found = process.versions.node;
if (Number(found.split(".")[0]) < required) {
  console.error(
    `Node.js ${required} ou plus récent requis, trouvé ${found} : voir README.md, « Requirements ». / Node.js ${required} or newer required, found ${found}: see README.md, "Requirements".`,
  );
  process.exit(1);
}
