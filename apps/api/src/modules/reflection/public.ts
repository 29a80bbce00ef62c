/** What the reflection module offers the rest of the API (decisions/014): its routes, and the navbar entry's rule. */
export { reflectionRoutes } from "./routes";
export { hasReflectionSql } from "./service";
