"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { buttonClassName } from "@/components/ui/button";
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
      <ArrowLeft aria-hidden className="size-5" />
      Retour
    </button>
  );
}
