import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Spinner } from "../../../shared/ui/spinner";
import { useToast } from "../../../shared/ui/toast";
import { accountKeys, meQueryOptions, verifyEmailLink } from "../api";
import { writeStoredTime } from "../verification/verification-storage";

/**
 * The link in the code mail (spec 000 section 4.3): /verification?email=&code=. On 200 the server has set the
 * session cookies; the user is reloaded and greeted at home. Anything else goes to /404.
 */
export function VerificationPage() {
  usePageTitle("Verifikasi Akun");
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const code = params.get("code")?.trim() ?? "";
  if (!email || !code) return <Navigate to="/404" replace />;
  return <VerifyLink email={email} code={code} />;
}

function VerifyLink({ email, code }: { email: string; code: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const done = useRef(false);

  // A query rather than an effect-fired mutation: it runs once per link even when React mounts the page
  // twice (StrictMode), and a code is single-use, so a second call would send the person to /404.
  // The key stays outside accountKeys.all, so invalidating the account queries below does not call again.
  const verification = useQuery({
    queryKey: ["email-verification-link", email, code] as const,
    queryFn: async () => {
      const answer = await verifyEmailLink({ email, code, source: "web" });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      try {
        await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      } catch {
        // The shell loads the user again on its own; the verification itself succeeded.
      }
      return answer;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (done.current || verification.isPending) return;
    done.current = true;
    if (verification.isSuccess) {
      writeStoredTime("resendOtpAt", null);
      writeStoredTime("frozenUntil", null);
      toast.show(ACCOUNT_TEXTS.verified, { durationMs: ACCOUNT_LIMITS.verifiedAlertMs, tone: "success" });
      navigate("/", { replace: true });
    } else {
      navigate("/404", { replace: true });
    }
  }, [verification.isPending, verification.isSuccess, toast, navigate]);

  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-6 text-brand-700">
      <Spinner size="lg" label="Memverifikasi akun" />
      <p className="text-sm text-slate-700">Memverifikasi akun Anda…</p>
    </section>
  );
}
