import { type NavigateFunction, useLocation, useNavigate } from "react-router";

/**
 * Back one page, or home when this page was the first one of the visit (spec 000 section 4.2 step 9).
 * React Router gives the first entry the key "default"; any later entry has a history entry before it.
 */
export function useGoBackOrHome(): () => void {
  const navigate: NavigateFunction = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === "default") navigate("/", { replace: true });
    else navigate(-1);
  };
}
