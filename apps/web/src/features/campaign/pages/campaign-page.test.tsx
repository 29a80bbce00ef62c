import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { CAMPAIGN_SLUGS, campaignContent } from "../campaign-content";
import { campaignCatalogueFetch } from "../test-fixtures";
import { CampaignPage, type CampaignProgramsProps } from "./campaign-page";

let fake: ReturnType<typeof campaignCatalogueFetch>;

beforeEach(() => {
  fake = campaignCatalogueFetch();
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Records what a campaign page asks of its programme list. */
function FakeShelf(props: CampaignProgramsProps) {
  return (
    <section aria-label={props.title}>
      <output data-testid="shelf">{JSON.stringify(props.filters)}</output>
    </section>
  );
}

describe("campaign pages", () => {
  it("every campaign has a route, a heading and its own PRAKERJA programme list", () => {
    const content = campaignContent();
    for (const slug of CAMPAIGN_SLUGS) {
      const view = renderWithRouter(<CampaignPage campaign={slug} ProgramShelf={FakeShelf} />);
      expect(screen.getByRole("heading", { level: 1, name: content[slug].heading })).toBeTruthy();
      const filters = JSON.parse(screen.getByTestId("shelf").textContent ?? "{}");
      expect(filters.category).toBe("PRAKERJA");
      expect(filters.tag).toBe(content[slug].programs.tag);
      expect(content[slug].faqs.length).toBeGreaterThan(0);
      view.unmount();
    }
  });
});
