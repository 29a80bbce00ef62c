import {
  CAREER_FIELD_SLUGS,
  DISALLOWED_PATHS,
  KELASMU_AUDIENCE_SLUGS,
  mainLandingPaths,
} from "@app/domain/seo/site-paths";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { CAREER_FIELDS, KELASMU_AUDIENCES } from "../features/catalogue/public";
import { appRoutes } from "./router";

/**
 * robots.txt and the sitemap (apps/api/src/modules/seo, issue 24) keep their own list of the web app's addresses in
 * packages/domain/src/seo/site-paths.ts: these tests hold that list to the router.
 */

type Leaf = { path: string; route: RouteObject };

/** Every route that renders or guards something, with its whole path and ':params' filled in. */
function leaves(routes: RouteObject[], parent = ""): Leaf[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    const children = route.children ? leaves(route.children, own) : [];
    return route.loader || route.lazy || route.Component ? [{ path: own || "/", route }, ...children] : children;
  });
}

function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, "x1");
}

/** Whether the route's own loader sends a visitor without a session to the login (requireSession). */
async function isLoginRoute(leaf: Leaf): Promise<boolean> {
  const loader = leaf.route.loader;
  if (typeof loader !== "function") return false;
  const url = `http://localhost${concrete(leaf.path)}`;
  try {
    const result: unknown = await loader({ request: new Request(url), params: {}, context: undefined } as never);
    return result instanceof Response && (result.headers.get("location") ?? "").includes("redirect-path");
  } catch (thrown) {
    return thrown instanceof Response && (thrown.headers.get("location") ?? "").includes("redirect-path");
  }
}

describe("the crawler lists of packages/domain/src/seo/site-paths.ts", () => {
  it("robots.txt disallows every login route of the router", async () => {
    const uncovered: string[] = [];
    for (const leaf of leaves(appRoutes())) {
      if (!(await isLoginRoute(leaf))) continue;
      const path = concrete(leaf.path);
      if (!DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix))) uncovered.push(leaf.path);
    }
    expect(uncovered).toEqual([]);
  });

  it("finds login routes at all (the check above cannot pass by finding none)", async () => {
    const found: string[] = [];
    for (const leaf of leaves(appRoutes())) if (await isLoginRoute(leaf)) found.push(leaf.path);
    expect(found).toContain("/checkout");
    expect(found.length).toBeGreaterThan(30);
  });

  it("every sitemap landing is a page of its own, not the catch-all, a landing-page slug or a redirect", () => {
    const routes = appRoutes();
    const wrong: string[] = [];
    for (const path of mainLandingPaths("karir")) {
      const pathname = path.split("?")[0] ?? path;
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
      if (!leaf || leaf.path === "*" || leaf.path === ":title" || leaf.loader) wrong.push(path);
    }
    expect(wrong).toEqual([]);
  });

  it("names the same category landings as the catalogue feature", () => {
    expect(KELASMU_AUDIENCE_SLUGS).toEqual(KELASMU_AUDIENCES.map((a) => a.slug));
    expect(CAREER_FIELD_SLUGS).toEqual(CAREER_FIELDS.map((f) => f.slug));
  });
});
