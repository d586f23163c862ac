"use client";

import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** Goes back in the browser history; a visitor who landed here directly goes to the home page. */
export function BackButton() {
  return (
    <button
      type="button"
      className={buttonClassName({ size: "lg" })}
      onClick={() =>
        window.history.length > 1 ? window.history.back() : window.location.assign(paths.home)
      }
    >
      <Icon name="arrow-left" className="size-5" />
      Retour
    </button>
  );
}
