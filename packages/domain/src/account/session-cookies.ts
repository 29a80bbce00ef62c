/** The session cookies of spec 000 section 3: the server sets them, the web app reads all but access-token. */
export const SESSION_COOKIES = ["access-token", "name", "avatar", "profession", "user-id"] as const;
