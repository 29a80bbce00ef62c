// What the rest of the web app may use of the catalogue feature (docs/decisions/014-module-boundaries.md).
export { catalogueKeys, productDescriptionQueryOptions, productDetailQueryOptions } from "./api";
export { ProgramCard } from "./components/program-card";
export { CAREER_FIELDS, KELASMU_AUDIENCES } from "./landing-content";
export { loadProgramShelf } from "./load-program-shelf";
export { PRAKERJA_PROGRAMS_PATH } from "./search-params";
