"use client";

import { inferAdditionalFields, magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { userAdditionalFields } from "@/config/auth-user-fields";

/** Better Auth in the browser: it calls /api/auth on the site's own origin. */
export const authClient = createAuthClient({
  plugins: [inferAdditionalFields({ user: userAdditionalFields }), magicLinkClient()],
});
