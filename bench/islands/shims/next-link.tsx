import type { AnchorHTMLAttributes, Ref } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain link: every page is a document of its own, so there is nothing to prefetch or route. */
export default function Link({ prefetch, scroll, replace, ...anchor }: LinkProps) {
  void prefetch;
  void scroll;
  void replace;
  return <a {...anchor} />;
}
