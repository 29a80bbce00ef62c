import { usePageTitle } from "../../../shared/lib/use-page-title";
import { companyInfo } from "../company-info";
import { RelatedPages } from "../components/company-layout";
import { DocumentView } from "../components/document-view";
import { privacyPolicy } from "../content/privacy-policy";

export function PrivacyPolicyPage() {
  const info = companyInfo();
  const doc = privacyPolicy(info);
  usePageTitle(doc.title);
  return (
    <DocumentView
      doc={doc}
      aside={
        <RelatedPages
          links={[
            { label: "Syarat dan Ketentuan", to: info.paths.terms },
            { label: `Kontak ${info.brand}`, to: info.paths.contact },
          ]}
        />
      }
    />
  );
}
