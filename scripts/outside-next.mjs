// Loaded with `tsx --import` before an operator's script (package.json): the server's modules
// run under plain Node, where the mails render with react-dom/server as in the app. The
// 'react-server' condition the scripts used to need for `import "server-only"` also switched
// React to its server build, on which react-dom/server throws (issue 45: admin:invite failed).
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
