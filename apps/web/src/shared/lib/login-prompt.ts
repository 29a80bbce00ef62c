import { createContext, useContext } from "react";

/**
 * Opens the login modal (Masuk) from anywhere: the navbar, or a feature that needs a session (buying).
 * The modal itself is mounted once by the app shell.
 */
export interface LoginPrompt {
  openLogin: () => void;
}

export const LoginPromptContext = createContext<LoginPrompt | null>(null);

export function useLoginPrompt(): LoginPrompt {
  const value = useContext(LoginPromptContext);
  if (!value) throw new Error("useLoginPrompt must be used inside the app shell");
  return value;
}
