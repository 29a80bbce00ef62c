import { AppLink } from "../../../shared/ui/app-link";
import { usePopularKeywords } from "../api";
import { programSearchHref } from "../search-href";

/**
 * Popular keywords as links to their searches: what a results page with nothing found suggests. Nothing shows
 * while they load or if the call fails (discovery failures are logged only, spec 000 section 8).
 */
export function PopularKeywordLinks({
  exclude = "",
  title = "Coba kata kunci populer:",
}: {
  exclude?: string;
  title?: string;
}) {
  const keywords = usePopularKeywords();
  const list = (keywords.data ?? []).filter((k) => k.keyword.trim().toLowerCase() !== exclude.trim().toLowerCase());
  if (list.length === 0) return null;
  return (
    <nav aria-label="Kata kunci populer" className="flex flex-col items-center gap-2">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {list.map((k) => (
          <li key={k.keyword}>
            <AppLink
              to={programSearchHref(k.keyword)}
              className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {k.keyword}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
