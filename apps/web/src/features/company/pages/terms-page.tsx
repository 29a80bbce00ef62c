import { usePageTitle } from "../../../shared/lib/use-page-title";
import { companyInfo } from "../company-info";
import { RelatedPages } from "../components/company-layout";
import { DocumentView } from "../components/document-view";
import { termsOfUse } from "../content/terms";

export function TermsPage() {
  const info = companyInfo();
  const doc = termsOfUse(info);
  usePageTitle(doc.title);
  return (
    <DocumentView
      doc={doc}
      aside={
        <RelatedPages
          links={[
            { label: "Kebijakan Privasi", to: info.paths.privacy },
            { label: `Kontak ${info.brand}`, to: info.paths.contact },
          ]}
        />
      }
    />
  );
}
