import type { ReactNode } from "react";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { CONSUMER_COMPLAINT_SERVICE, companyInfo } from "../company-info";
import { CompanyHero, CompanySection, FOCUS, TEXT_LINK } from "../components/company-layout";

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm leading-6 text-slate-800 shadow-sm">
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
      {children}
    </li>
  );
}

function Mail({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={`w-fit break-all ${TEXT_LINK}`}>
      {address}
    </a>
  );
}

/** /kontak-{product}mu: how to reach the operator, with the help site first. */
export function ContactPage() {
  const info = companyInfo();
  const title = `Kontak ${info.brand}`;
  usePageTitle(title);

  return (
    <div>
      <CompanyHero
        eyebrow="Hubungi Kami"
        title={title}
        lead="Ada pertanyaan tentang akun, pembayaran, program, atau Kartu Prakerja? Tim kami siap membantu."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:px-6 lg:gap-14 lg:py-12">
        <div className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between lg:p-6">
          <div>
            <h2 className="text-lg font-bold text-brand-950">Cari jawaban lebih cepat di Pusat Bantuan</h2>
            <p className="mt-1 text-sm leading-6 text-brand-950">
              Panduan akun, pembayaran, tukar voucher, sertifikat, dan Kartu Prakerja tersedia kapan saja.
            </p>
          </div>
          <a
            href={info.paths.help}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 ${FOCUS}`}
          >
            Buka Pusat Bantuan <span className="sr-only">(membuka tab baru)</span>
          </a>
        </div>

        <CompanySection title="Saluran kontak">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <ContactCard title="Layanan pengguna">
              <Mail address={info.emails.support} />
              <a href={info.phone.href} className={`w-fit ${TEXT_LINK}`}>
                {info.phone.display}
              </a>
              <p className="text-slate-600">{info.hours}.</p>
            </ContactCard>
            <ContactCard title="Kemitraan">
              <p>Untuk lembaga dan perusahaan yang ingin menyelenggarakan program.</p>
              <Mail address={info.emails.partnership} />
              <AppLink to="/mitra-kolaborasi" className={`w-fit ${TEXT_LINK}`}>
                Tentang Mitra Kolaborasi
              </AppLink>
            </ContactCard>
            <ContactCard title="Privasi dan data pribadi">
              <p>Permintaan akses, perbaikan, atau penghapusan data pribadi.</p>
              <Mail address={info.emails.privacy} />
              <AppLink to={info.paths.privacy} className={`w-fit ${TEXT_LINK}`}>
                Kebijakan Privasi
              </AppLink>
            </ContactCard>
            <ContactCard title="Kantor">
              <p className="font-semibold text-slate-900">{info.legalName}</p>
              <address className="not-italic">
                {info.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </ContactCard>
          </ul>
        </CompanySection>

        <CompanySection title="Agar kami dapat membantu lebih cepat">
          <ul className="flex max-w-3xl list-disc flex-col gap-1.5 pl-6 text-base leading-7 text-slate-800">
            <li>Kirim pesan dari alamat email yang terdaftar di akun Anda.</li>
            <li>Sertakan nomor tagihan untuk pertanyaan tentang pembayaran atau pengembalian dana.</li>
            <li>Sertakan nama program dan tangkapan layar bila ada pesan kesalahan.</li>
            <li>Peserta Kartu Prakerja: sertakan tangkapan layar dasbor Prakerja untuk kendala kode redeem.</li>
            <li>Jangan pernah mengirimkan kata sandi, PIN, atau kode OTP. Tim kami tidak akan memintanya.</li>
          </ul>
        </CompanySection>

        <CompanySection title="Layanan pengaduan konsumen">
          <p className="max-w-3xl text-base leading-7 text-slate-800">
            Jika pengaduan Anda belum terselesaikan, Anda dapat menghubungi {CONSUMER_COMPLAINT_SERVICE.name} melalui
            WhatsApp{" "}
            <a
              href={CONSUMER_COMPLAINT_SERVICE.whatsapp.href}
              target="_blank"
              rel="noopener noreferrer"
              className={TEXT_LINK}
            >
              {CONSUMER_COMPLAINT_SERVICE.whatsapp.display} <span className="sr-only">(membuka tab baru)</span>
            </a>
            .
          </p>
        </CompanySection>
      </div>
    </div>
  );
}
