import { usePageTitle } from "../../shared/lib/use-page-title";
import { AppLink } from "../../shared/ui/app-link";
import { buttonClasses } from "../../shared/ui/button";

export function NotFoundPage() {
  usePageTitle("Halaman Tidak Ditemukan");
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center lg:py-24">
      {/* React 19 hoists this into <head>: the 404 page is not indexed (spec 002 route table). */}
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Halaman Tidak Ditemukan</h1>
      <p className="mt-2 text-slate-700">Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <AppLink to="/" className={buttonClasses("primary", "lg", "mt-8")}>
        Kembali ke Beranda
      </AppLink>
    </section>
  );
}
