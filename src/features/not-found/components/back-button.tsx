"use client";

import { useRouter } from "next/navigation";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** Goes back in the browser history; a visitor who landed here directly goes to the home page. */
export function BackButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClassName({ size: "lg" })}
      onClick={() => (window.history.length > 1 ? router.back() : router.push(paths.home))}
    >
      <Icon name="arrow-left" className="size-5" />
      Retour
    </button>
  );
}
