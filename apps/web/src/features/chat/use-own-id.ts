import { useSessionUser } from "../account/public";

/** The caller's id as the chat writes it in a comment's `email` (the user id as text); null while unknown. */
export function useOwnId(): string | null {
  const { user } = useSessionUser();
  return user ? String(user.id) : null;
}
