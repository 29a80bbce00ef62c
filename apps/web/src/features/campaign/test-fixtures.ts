import { activityListAnswer, programCard } from "../../test/fixtures";
import { mockFetch } from "../../test/render";

/**
 * The catalogue a campaign page reads: one Prakerja programme carrying whatever tag the list asks for, at every
 * page size the page uses.
 */
export function campaignCatalogueFetch(): ReturnType<typeof mockFetch> {
  const answer = (url: URL) => ({
    body: activityListAnswer(
      [
        programCard({
          id: 31,
          slug: "ojek-online-aman",
          name: "Pengemudi Ojek Online yang Aman dan Ramah",
          category_name: "PRAKERJA",
          tags: ["prakerja", url.searchParams.get("tag") ?? ""],
        }),
      ],
      null,
    ),
  });
  return mockFetch({
    "/api/program_activity/v2/list/1/12": answer,
    "/api/program_activity/v2/list/1/8": answer,
    "/api/program_activity/v2/list/1/4": answer,
  });
}
