import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { LoginModal } from "../../features/account/components/login-modal";
import { type LoginPrompt, LoginPromptContext } from "../../shared/lib/login-prompt";

/** Mounts the login modal once and lets any screen open it. */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const value = useMemo<LoginPrompt>(() => ({ openLogin: () => setOpen(true) }), []);

  // Navigation resets the account dialogs (spec 000 section 4.2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.key]);

  return (
    <LoginPromptContext.Provider value={value}>
      {children}
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </LoginPromptContext.Provider>
  );
}
