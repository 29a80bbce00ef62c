import { INSTITUTION_GROUP_SLUGS, INSTITUTION_GROUPS, type InstitutionGroup } from "@app/domain/institution/constants";
import { TabLinks } from "../../../shared/ui/tab-links";

const TABS: readonly { slug: InstitutionGroup | "all"; label: string }[] = [
  { slug: "all", label: "Semua" },
  ...INSTITUTION_GROUP_SLUGS.map((slug) => ({ slug, label: INSTITUTION_GROUPS[slug].label })),
];

/** The groups of /mitra/{group} (spec 002 section 3: school, university, industry) as page links. */
export function GroupTabs({ active }: { active: InstitutionGroup | null }) {
  return (
    <TabLinks
      label="Kelompok mitra"
      className="no-scrollbar -mx-4 px-4 md:mx-0 md:px-0"
      tabs={TABS.map((tab) => ({
        key: tab.slug,
        label: tab.label,
        to: `/mitra/${tab.slug}`,
        current: (active ?? "all") === tab.slug,
      }))}
    />
  );
}
