"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { authClient } from "../../auth-client";

/** Signs out and goes to /login; `children` replaces the visible label. */
export function SignOutButton({
  className,
  children = "Se déconnecter",
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className={cn("inline-flex items-center gap-2", className)}
      onClick={async () => {
        setPending(true);
        const { error } = await authClient.signOut();
        setPending(false);
        if (error) {
          toast.error("Erreur", { description: "La déconnexion a échoué. Réessayez." });
          return;
        }
        router.push(paths.login);
        router.refresh();
      }}
    >
      <LogOut aria-hidden className="size-5 shrink-0" />
      {children}
    </button>
  );
}
