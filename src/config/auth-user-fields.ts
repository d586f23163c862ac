/**
 * What sign-up keeps on the auth user besides Better Auth's own fields (the spec's sign-up
 * metadata), declared once for the server and for the browser client.
 */
export const userAdditionalFields = {
  firstName: { type: "string", required: false },
  lastName: { type: "string", required: false },
  phone: { type: "string", required: false },
  // Set by the server from the sign-up's invitation token, never from what the browser sends.
  invitationId: { type: "number", required: false, input: false },
} as const;
