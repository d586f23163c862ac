/** What a form says when the server cannot be reached (offline, server restarting). */
export const CONNECTION_LOST = "Connexion au serveur impossible : réessayez dans un instant.";
