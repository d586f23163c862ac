// The spike's front door, as a reverse proxy would be (the site itself compresses with Next.js's
// own server): the Next.js build's files, images and icons from the Next.js server the bench
// started, everything else from Astro's; text gzipped as Next.js gzips it (level 6), so that both
// sides of the table pay the same bytes.
import { createServer } from "node:http";
import { Readable, pipeline } from "node:stream";
import { createGzip } from "node:zlib";

const FROM_NEXT =
  /^\/(?:_next\/|api\/images\/|icones\.svg|images\/|favicon\.ico|icon\.png|apple-icon\.png)/;
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml)|image\/svg\+xml)/;
const [port, astroOrigin, nextOrigin] = process.argv.slice(2);

createServer(async (request, response) => {
  // A path on this site only: `//host/…` or `http://host/…` would make this door a proxy to
  // anywhere for whoever can reach the loopback.
  if (!request.url?.startsWith("/") || request.url.startsWith("//")) {
    response.writeHead(400).end();
    return;
  }
  const origin = FROM_NEXT.test(request.url) ? nextOrigin : astroOrigin;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === "string" && name !== "host" && name !== "accept-encoding")
      headers.set(name, value);
  const body = ["GET", "HEAD"].includes(request.method) ? undefined : Readable.toWeb(request);
  try {
    const answer = await fetch(origin + request.url, {
      method: request.method,
      headers,
      body,
      duplex: "half",
      redirect: "manual",
    });
    const gzip =
      answer.body &&
      COMPRESSIBLE.test(answer.headers.get("content-type") ?? "") &&
      /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    const out = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    if (gzip) Object.assign(out, { "content-encoding": "gzip", vary: "Accept-Encoding" });
    response.writeHead(answer.status, out);
    if (!answer.body) return response.end();
    const stream = Readable.fromWeb(answer.body);
    // A server that stops mid-answer ends this answer, not the front door.
    const ended = () => {};
    if (gzip) pipeline(stream, createGzip(), response, ended);
    else pipeline(stream, response, ended);
  } catch (error) {
    response.writeHead(502).end(String(error));
  }
}).listen(Number(port), "127.0.0.1");
