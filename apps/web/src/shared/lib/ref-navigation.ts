import { carryRefQuery } from "@app/domain/routing/ref-query";
import { useCallback } from "react";
import { type NavigateOptions, type To, useLocation, useNavigate } from "react-router";

/** Splits a link target into pathname, search and hash, relative to the current path. */
function splitTarget(to: To, currentPathname: string): { pathname: string; search: string; hash: string } {
  if (typeof to === "string") {
    const url = new URL(to, `http://x${currentPathname}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  return { pathname: to.pathname ?? currentPathname, search: to.search ?? "", hash: to.hash ?? "" };
}

/** The target with the current page's `ref` carried over where the router rule (spec 002) allows it. */
export function withCarriedRef(to: To, from: { pathname: string; search: string }): To {
  const target = splitTarget(to, from.pathname);
  const search = carryRefQuery(from.search, target.pathname, target.search);
  return { pathname: target.pathname, search: search === "?" ? "" : search, hash: target.hash };
}

/** useNavigate that applies the ref carry-over rule: every programmatic navigation goes through it. */
export function useAppNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void navigate(withCarriedRef(to, location), options);
    },
    [navigate, location],
  );
}
