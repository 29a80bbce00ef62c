import { useLocation } from "react-router";
import { getAppConfig } from "../../../shared/lib/app-config";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { useReloadAfterVerification } from "../api";
import { getPartnerOrigin } from "../partner-origin";
import { faceRecognitionResultHref } from "../result-href";
import { RedeemCodeModal } from "./redeem-code-modal";

export interface RedeemGateProps {
  programId: number;
  programSlug: string;
}

/**
 * The redeem step in front of a job-training programme's study page (the page renders it while
 * needsRedeemModal holds and holds the tour back meanwhile). After a redeem or a closed verification window the
 * page's data is read again: the validate answer then says whether the modal is still needed.
 */
export function RedeemGate({ programId, programSlug }: RedeemGateProps) {
  const navigate = useAppNavigate();
  const reload = useReloadAfterVerification();
  // back to this study page (its path names the activity, not the programme) after the result
  const location = useLocation();
  const programPath = `${location.pathname}${location.search}`;
  return (
    <RedeemCodeModal
      programId={programId}
      partnerOrigin={getPartnerOrigin()}
      helpUrl={getAppConfig().helpUrl}
      onRedeemed={() => void reload()}
      onWindowClosed={() => void reload()}
      onVerificationMessage={(message) => navigate(faceRecognitionResultHref(message, programPath))}
      onDismiss={() => navigate(`/program/${encodeURIComponent(programSlug)}`)}
    />
  );
}
