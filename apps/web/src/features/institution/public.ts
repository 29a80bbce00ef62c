// What the rest of the web app may use of the institution feature (docs/decisions/014-module-boundaries.md).
export {
  institutionQueryOptions,
  isNotFound,
  useInstitution,
  useInstitutionByDomain,
  useInstitutionList,
  useInstitutionTypes,
  useSubjectList,
  useYearList,
} from "./api";
