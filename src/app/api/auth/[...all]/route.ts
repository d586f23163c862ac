import { getAuth } from "@/server/auth/auth";

// Better Auth's endpoints: sign-in, sign-up, e-mail confirmation, password reset, magic link.
async function handle(request: Request): Promise<Response> {
  return (await getAuth()).handler(request);
}

export { handle as GET, handle as POST };
