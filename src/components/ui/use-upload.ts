import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

/**
 * Sends a file to a dashboard upload address (POST with the file as `field`, DELETE without
 * one: server/file-upload.ts); a toast says it is under way, then how it went, with the server's
 * French message when it refused.
 */
async function sendUpload(
  url: string,
  upload: { field: string; file: File } | null,
  text: { loading: string; success: string; failure: string },
): Promise<boolean> {
  const init: RequestInit = { method: upload ? "POST" : "DELETE" };
  if (upload) {
    const body = new FormData();
    body.set(upload.field, upload.file);
    init.body = body;
  }
  const toastId = toast.loading(text.loading);
  const answer = await fetch(url, init)
    .then(async (response) => ({
      ok: response.ok,
      ...((await response.json()) as { error?: string }),
    }))
    .catch(() => ({ ok: false, error: undefined }));
  if (!answer.ok) {
    toast.error("Erreur", { id: toastId, description: answer.error ?? text.failure });
    return false;
  }
  toast.success("Succès", { id: toastId, description: text.success });
  return true;
}

/**
 * Sending to one upload address from a dashboard control: `send` posts a file (or, with null,
 * takes it away) and, once the server took it, renders the page again; `pending` meanwhile.
 */
export function useUpload(url: string, field: string, failure: string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const send = async (file: File | null, text: { loading: string; success: string }) => {
    setPending(true);
    const sent = await sendUpload(url, file && { field, file }, { ...text, failure });
    setPending(false);
    if (sent) router.refresh();
  };
  return { pending, send };
}
