"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { authClient } from "../auth-client";

export function SignOutButton({ className }: { className?: string }) {
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
      <LogOut aria-hidden className="size-4" />
      Se déconnecter
    </button>
  );
}
