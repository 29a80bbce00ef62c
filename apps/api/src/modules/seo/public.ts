/** What the seo module offers app.ts (decisions/014): its routes (robots.txt and the sitemap). */
export { seoRoutes } from "./routes";
