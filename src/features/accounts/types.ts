// Shapes the server hands to the accounts' client components: a plain module, so that neither
// side imports the other.

/** What the login page shows for `?invitation=`: pre-filled sign-up, an expiry notice, or nothing. */
export type InvitationView =
  | {
      state: "valid";
      id: number;
      token: string;
      email: string;
      firstName: string;
      lastName: string;
      phone: string;
    }
  | { state: "expired" }
  | null;
