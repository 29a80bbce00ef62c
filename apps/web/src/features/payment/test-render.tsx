import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { setSessionCookie } from "../../test/account-fixtures";
import { renderWithRouter } from "../../test/render";

/** Renders a page at `entry` under its route `pattern`, so the page reads its path parameters as in the app. */
export function renderPage(page: ReactNode, pattern: string, entry: string) {
  setSessionCookie();
  return renderWithRouter(
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: entry },
  );
}
