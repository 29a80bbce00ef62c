import { type AppConfig, getAppConfig, productMu } from "../../shared/lib/app-config";

/**
 * The operator's identity and contact details, used by the company and legal pages. The names follow the
 * configured product (the footer builds the company line the same way: karir gives PT Karir Edukasi
 * Nusantara); the mail domain is the brand's (karirmu.id), as the API's sender address is.
 */
export interface CompanyInfo {
  brand: string;
  legalName: string;
  domain: string;
  address: readonly string[];
  phone: { display: string; href: string };
  hours: string;
  emails: {
    support: string;
    privacy: string;
    partnership: string;
    board: string;
  };
  paths: { profile: string; board: string; contact: string; privacy: string; terms: string; help: string };
}

export function companyInfo(config: AppConfig = getAppConfig()): CompanyInfo {
  const slug = config.productSlug;
  const handle = config.brandName.toLowerCase().replace(/[^a-z0-9]/g, "") || productMu(config);
  const domain = `${handle}.id`;
  const mu = productMu(config);
  return {
    brand: config.brandName,
    legalName: `PT ${slug.charAt(0).toUpperCase()}${slug.slice(1)} Edukasi Nusantara`,
    domain,
    address: [
      "Gedung Graha Edukasi Lantai 8",
      "Jl. Jenderal Gatot Subroto Kav. 38",
      "Kuningan Barat, Mampang Prapatan",
      "Jakarta Selatan 12710",
    ],
    phone: { display: "(021) 5010 2026", href: "tel:+622150102026" },
    hours: "Senin sampai Jumat, pukul 08.00 hingga 17.00 WIB, kecuali hari libur nasional",
    emails: {
      support: `halo@${domain}`,
      privacy: `privasi@${domain}`,
      partnership: `kemitraan@${domain}`,
      board: `sekretariat@${domain}`,
    },
    paths: {
      profile: `/profil-${mu}`,
      board: `/dewan-${mu}`,
      contact: `/kontak-${mu}`,
      privacy: "/kebijakan-privasi",
      terms: "/syarat-ketentuan",
      help: "/bantuan",
    },
  };
}

/**
 * The consumer-complaint service of the Ministry of Trade (Direktorat Jenderal Perlindungan Konsumen dan
 * Tertib Niaga), which Indonesian online sellers list beside their own contact details.
 */
export const CONSUMER_COMPLAINT_SERVICE = {
  name: "Direktorat Jenderal Perlindungan Konsumen dan Tertib Niaga, Kementerian Perdagangan Republik Indonesia",
  whatsapp: { display: "0853 1111 1010", href: "https://wa.me/6285311111010" },
} as const;
