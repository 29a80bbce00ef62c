// What the rest of the web app may use of the discovery feature (docs/decisions/014-module-boundaries.md).
export { PopularKeywordLinks } from "./components/popular-keyword-links";
export { SearchBar, type SearchTypeOption } from "./components/search-bar";
