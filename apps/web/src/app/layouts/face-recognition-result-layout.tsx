import type { ReactNode } from "react";
import { Logo } from "../shell/logo";

/**
 * /face-recognition-result (layout face-recognition-result, spec 000 section 2.2): the logo — not a link on this
 * path — above the result, on a plain page with nothing else to wander off to: it may be the partner's pop-up.
 */
export function FaceRecognitionResultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 lg:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
