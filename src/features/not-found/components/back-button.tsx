"use client";

import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/**
 * Goes back in the browser history. It is a link to the home page until its island wakes, and
 * stays one for a visitor without JavaScript or who landed here directly: a click before then
 * still leads somewhere.
 */
export function BackButton() {
  return (
    <a
      href={paths.home}
      className={buttonClassName({ size: "lg" })}
      onClick={(event) => {
        if (window.history.length <= 1) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <Icon name="arrow-left" className="size-5" />
      Retour
    </a>
  );
}
