import { wibYear } from "@app/domain/reflection/rules";
import type { ReactNode } from "react";
import { type AppConfig, getAppConfig, productMu } from "../../shared/lib/app-config";
import { AppLink } from "../../shared/ui/app-link";
import { LogoMark } from "./logo";
import { categoryNav, HELP_PATH, type NavItem, PRAKERJA_PROGRAMS_PATH } from "./nav-items";
import { PartnerFooterLogo } from "./partner-footer-logo";

interface FooterSection {
  title: string;
  links: NavItem[];
}

/** The footer sections of spec 000 section 2.5, with links to routes of the route table. */
export function footerSections(config: AppConfig): FooterSection[] {
  const mu = productMu(config);
  const categories = categoryNav(config);
  return [
    {
      title: "Tentang Kami",
      links: [
        { label: `Profil ${config.brandName}`, to: `/profil-${mu}` },
        { label: `Dewan ${config.brandName}`, to: `/dewan-${mu}` },
        { label: "Kontak", to: `/kontak-${mu}` },
        { label: "Mitra", to: "/mitra/all" },
      ],
    },
    {
      title: "Tentang Prakerja",
      links: [
        { label: "Kartu Prakerja", to: "/kartuprakerja" },
        { label: "Mitra Kolaborasi", to: "/mitra-kolaborasi" },
        { label: "Panduan Prakerja", to: "/panduan-prakerja" },
        { label: "Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
      ],
    },
    {
      title: "Produk Kami",
      links: [...categories.filter((c) => c.label !== "Prakerja"), { label: "Katalog Poin", to: "/katalog-poin" }],
    },
    {
      title: "Bantuan",
      links: [
        { label: "Tukar Voucher", to: "/tukar-voucher" },
        { label: "Daftar Transaksi", to: "/daftar-transaksi" },
      ],
    },
    {
      title: "Lainnya",
      links: [
        { label: "Ikut Program", to: "/ikutprogram" },
        { label: "Portofolio", to: "/profile" },
        { label: "Transkrip", to: "/transkrip" },
      ],
    },
    {
      title: "Keamanan",
      links: [
        { label: "Kebijakan Privasi", to: "/kebijakan-privasi" },
        { label: "Syarat & Ketentuan", to: "/syarat-ketentuan" },
      ],
    },
  ];
}

/** The company line is built from the product slug: karir gives PT Karir Edukasi Nusantara. */
export function companyName(config: AppConfig): string {
  const slug = config.productSlug;
  return `PT ${slug.charAt(0).toUpperCase()}${slug.slice(1)} Edukasi Nusantara`;
}

function socialLinks(config: AppConfig): { name: string; href: string; icon: ReactNode }[] {
  const handle = config.brandName.toLowerCase().replace(/[^a-z0-9]/g, "");
  const stroke = {
    stroke: "currentColor",
    strokeWidth: 2,
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  return [
    {
      name: "Instagram",
      href: `https://www.instagram.com/${handle}.id`,
      icon: (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" {...stroke} />
          <circle cx="12" cy="12" r="4" {...stroke} />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </>
      ),
    },
    {
      name: "YouTube",
      href: `https://www.youtube.com/@${handle}`,
      icon: (
        <>
          <rect x="2" y="5" width="20" height="14" rx="4" {...stroke} />
          <path d="m10 9 5 3-5 3z" fill="currentColor" />
        </>
      ),
    },
    {
      name: "TikTok",
      href: `https://www.tiktok.com/@${handle}.id`,
      icon: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.2 4.3 5 4.5" {...stroke} />,
    },
    {
      name: "LinkedIn",
      href: `https://www.linkedin.com/company/${handle}`,
      icon: (
        <>
          <rect x="3" y="3" width="18" height="18" rx="3" {...stroke} />
          <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" {...stroke} />
        </>
      ),
    },
    {
      name: "Facebook",
      href: `https://www.facebook.com/${handle}.id`,
      icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" {...stroke} />,
    },
  ];
}

function Badge({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-lg border border-slate-700 bg-slate-800 px-3 py-2">
      <svg className="size-7 shrink-0 text-sky-300" viewBox="0 0 24 24" aria-hidden="true">
        {children}
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-xs font-bold text-white">{title}</span>
        <span className="text-[11px] text-slate-300">{detail}</span>
      </span>
    </li>
  );
}

export function Footer() {
  const config = getAppConfig();
  // the WIB year on both the server and the browser, so a page rendered on one hydrates on the other
  const year = wibYear(new Date());
  const linkClass =
    "text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white rounded-sm";
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 lg:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,3fr)]">
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-2">
              <LogoMark />
              <span className="text-lg font-extrabold text-white">{config.brandName}</span>
            </div>
            <p className="text-sm leading-6 text-slate-300">
              Platform belajar dan pengembangan karier untuk murid, mahasiswa, guru, orangtua, profesional, dan peserta
              Prakerja.
            </p>
            <PartnerFooterLogo />
            <ul className="flex gap-2" aria-label="Media sosial">
              {socialLinks(config).map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true">
                      {s.icon}
                    </svg>
                    <span className="sr-only">
                      {s.name} {config.brandName} (membuka tab baru)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
            {footerSections(config).map((section) => (
              <section key={section.title} aria-labelledby={`footer-${section.title}`}>
                <h2 id={`footer-${section.title}`} className="mb-3 text-sm font-bold text-white">
                  {section.title}
                </h2>
                <ul className="flex flex-col gap-2">
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <AppLink to={link.to} className={linkClass}>
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                  {section.title === "Bantuan" ? (
                    <li>
                      <a href={HELP_PATH} target="_blank" rel="noopener noreferrer" className={linkClass}>
                        Pusat Bantuan <span className="sr-only">(membuka tab baru)</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              </section>
            ))}
          </div>
        </div>

        <ul className="mt-10 flex flex-wrap gap-3" aria-label="Sertifikasi">
          <Badge title="ISO/IEC 27001" detail="Keamanan Informasi">
            <path
              d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </Badge>
          <Badge title="Cloud Tersertifikasi" detail="Infrastruktur Cloud Mitra">
            <path
              d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </Badge>
          <Badge title="Terdaftar PSE" detail="Kementerian Komunikasi dan Digital">
            <rect x="4" y="3" width="16" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M8 8h8M8 12h8M8 16h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </Badge>
        </ul>

        <div className="mt-8 flex flex-col gap-1 border-t border-slate-700 pt-6 text-sm text-slate-300 md:flex-row md:justify-between">
          <p>{companyName(config)}</p>
          <p>
            © {year} {config.brandName}
          </p>
        </div>
      </div>
    </footer>
  );
}
