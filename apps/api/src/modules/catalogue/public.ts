/**
 * What the catalogue module offers the rest of the API (decisions/014): its routes, and the programme cards that
 * discovery (ads) and institution (an institution's programmes) list the way the catalogue does.
 */
export { catalogueRoutes } from "./routes";
export {
  cardQuery,
  countProgramCards,
  findProgramCards,
  listed,
  programFilterConditions,
  toCard,
} from "./service";
