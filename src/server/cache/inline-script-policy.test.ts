import { describe, expect, it } from "vitest";
import { inlineScriptPolicy, withInlineScriptPolicy } from "./inline-script-policy.mjs";

// `printf "%s" "alert('Hello, world.');" | openssl dgst -sha256 -binary | base64`
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe("the script policy of a cached page", () => {
  it("names each inline script of the page by its hash, once", () => {
    const html =
      "<body><script>alert('Hello, world.');</script><p>x</p><script>alert('Hello, world.');</script></body>";
    expect(inlineScriptPolicy(html)).toBe(`script-src 'self' ${HELLO}`);
  });

  it("hashes a script's text exactly as written, whitespace included", () => {
    expect(inlineScriptPolicy("<script> alert('Hello, world.');</script>")).not.toContain(HELLO);
    expect(
      inlineScriptPolicy(`<script id="_R_" async="">alert('Hello, world.');</script>`),
    ).toContain(HELLO);
  });

  it("leaves out scripts loaded from a file and data blocks, which no hash needs to allow", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Course"}</script>';
    expect(inlineScriptPolicy(html)).toBe("script-src 'self'");
  });

  it("goes first in the page's head, after the encoding and before any script, and leaves a fragment without a head alone", () => {
    expect(
      withInlineScriptPolicy("<html><head><script>alert('Hello, world.');</script></head></html>"),
    ).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${HELLO}"/><script>alert('Hello, world.');</script></head></html>`,
    );
    expect(
      withInlineScriptPolicy('<head><meta charSet="utf-8"/><script>alert(1)</script></head>'),
    ).toMatch(
      /^<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^']+'"\/><script>/,
    );
    expect(withInlineScriptPolicy("<p>x</p>")).toBe("<p>x</p>");
  });
});
