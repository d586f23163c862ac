import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";

/**
 * What raw HTML may remain in an article: GitHub's rules (no script, style, iframe, object, embed,
 * form, no event-handler attribute). URL schemes are left to `defaultUrlTransform`, the spec's
 * rule: no scheme, or http, https, irc, ircs, mailto, xmpp; any other address becomes ''.
 */
const schema: SanitizeSchema = { ...defaultSchema, protocols: undefined };

const components: Components = {
  // Wide code and tables scroll sideways on a phone: focusable, so the keyboard can scroll them.
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  // An address emptied by the URL rule leaves an image without source, not src="" (which
  // browsers resolve to the page itself).
  img: ({ node: _node, src, alt, ...props }) => (
    // eslint-disable-next-line @next/next/no-img-element -- authors' images, of unknown size
    <img {...props} src={src || undefined} alt={alt ?? ""} loading="lazy" />
  ),
};

/** An article's Markdown (GFM, with sanitised raw HTML) as React elements, on the server. */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeRaw, [rehypeSanitize, schema]]}
      urlTransform={defaultUrlTransform}
      components={components}
    >
      {source}
    </Markdown>
  );
}
