import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";
import { withCarriedRef } from "../lib/ref-navigation";

/** Link that carries the current page's `ref` query where the router rule allows (spec 002, Router rules). */
export function AppLink({ to, ...rest }: LinkProps) {
  const location = useLocation();
  return <Link to={withCarriedRef(to, location)} {...rest} />;
}

/** NavLink (active state for navigation bars) with the same ref carry-over. */
export function AppNavLink({ to, ...rest }: NavLinkProps) {
  const location = useLocation();
  return <NavLink to={withCarriedRef(to, location)} {...rest} />;
}
