// Preloaded into the Next.js server process (node --import): the interface it listens on.
//
// `next start --hostname 127.0.0.1` would bind the same way, but Next.js then takes its own URL
// to be http://127.0.0.1:PORT while the proxy (src/proxy.ts) sees http://localhost:PORT, and
// treats the proxy's internal rewrite of /devis?formation= as a rewrite to another site: the
// quote form answers 500 (vercel/next.js#94745, fix pending in #95917). Leaving Next.js without
// a hostname and choosing the interface here keeps both URLs the same.
import net from "node:net";

/** HOST, or the loopback interface: only a reverse proxy on the same machine reaches the site. */
const host = process.env.HOST || "127.0.0.1";
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnHost(...args) {
  // Next.js calls listen(port, undefined) when given no hostname: every interface.
  if (typeof args[0] === "number" && args[1] === undefined) args[1] = host;
  return listen.apply(this, args);
};
