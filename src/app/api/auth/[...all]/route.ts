import { getAuth } from "@/server/auth/auth";
import { holdsNul, NUL_REFUSED } from "@/lib/validation";

/**
 * Better Auth's endpoints: sign-in, sign-up, e-mail confirmation, password reset, magic link.
 * A NUL character in a token or an address reaches PostgreSQL, which refuses it with an error
 * Better Auth reports as a 500: such a request is refused here, with a 400, before it gets there.
 */
async function handle(request: Request): Promise<Response> {
  if (await carriesNul(request)) {
    return Response.json({ code: "INVALID_CHARACTER", message: NUL_REFUSED }, { status: 400 });
  }
  return (await getAuth()).handler(request);
}

async function carriesNul(request: Request): Promise<boolean> {
  if ([...new URL(request.url).searchParams].some(holdsNul)) return true;
  if (request.method !== "POST") return false;
  const text = await request.clone().text();
  try {
    return holdsNul(JSON.parse(text));
  } catch {
    return text.includes("\u0000");
  }
}

export { handle as GET, handle as POST };
