import { ACCOUNT_LIMITS } from "@app/domain/account/constants";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";

/**
 * /forgot-password and /setup-password with a session (spec 000 section 4.5, spec 002 router rules): a short
 * notice, then home after 5 seconds.
 */
export function LoggedInRedirectNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/", { replace: true }), ACCOUNT_LIMITS.resetPageRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <h1 className="text-xl font-bold text-slate-900">Anda sudah masuk</h1>
      <p className="text-sm leading-6 text-slate-700">
        Halaman ini hanya untuk pengguna yang belum masuk. Anda akan diarahkan ke Beranda dalam{" "}
        {ACCOUNT_LIMITS.resetPageRedirectMs / 1000} detik.
      </p>
      <AppLink to="/" replace className={buttonClasses("secondary", "md", "mt-1")}>
        Ke Beranda sekarang
      </AppLink>
    </div>
  );
}
