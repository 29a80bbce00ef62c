import {
  CURATED_COLLECTIONS,
  type CuratedCollection,
  findCuratedCollection,
} from "@app/domain/catalogue/curated-collections";
import { type LoaderFunctionArgs, Navigate, redirect, useParams } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { buttonClasses } from "../../../shared/ui/button";
import { ChipNav } from "../components/chip-nav";
import { ProgramGrid } from "../components/program-grid";

const INDEX_TITLE = "Program Pilihan";

export function curatedPath(slug?: string): string {
  return slug ? `/program-pilihan/${slug}` : "/program-pilihan";
}

/** /program-pilihan/{slug}: a slug that names no collection is not found. */
export function curatedPageLoader({ params }: LoaderFunctionArgs) {
  if (params.slug !== undefined && !findCuratedCollection(params.slug)) throw redirect("/404");
  return null;
}

/** /program-pilihan lists the collections; /program-pilihan/{slug} shows one collection's programmes. */
export function CuratedPage() {
  const { slug } = useParams();
  if (slug === undefined) return <CuratedIndex />;
  const collection = findCuratedCollection(slug);
  // The loader already sends unknown slugs away; this covers a render before it ran.
  if (!collection) return <Navigate to="/404" replace />;
  return <CollectionView collection={collection} />;
}

function CuratedIndex() {
  usePageTitle(INDEX_TITLE);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: "Beranda", to: "/" }, { label: INDEX_TITLE }]} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{INDEX_TITLE}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 lg:text-base">
          Kumpulan program yang kami susun untuk tujuan belajar tertentu, dari persiapan ujian hingga pengembangan
          karier. Pilih koleksi untuk melihat programnya.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CURATED_COLLECTIONS.map((collection) => (
          <li key={collection.slug}>
            <AppLink
              to={curatedPath(collection.slug)}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="text-lg font-bold text-slate-900 group-hover:text-brand-700">{collection.title}</span>
              <span className="text-sm leading-6 text-slate-600">{collection.description}</span>
              <span className="mt-auto pt-2 text-sm font-semibold text-brand-700" aria-hidden="true">
                Lihat program →
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CollectionView({ collection }: { collection: CuratedCollection }) {
  usePageTitle(collection.title);
  return (
    <div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:px-6 lg:py-8">
          <Breadcrumbs
            items={[
              { label: "Beranda", to: "/" },
              { label: INDEX_TITLE, to: curatedPath() },
              { label: collection.title },
            ]}
          />
          <div>
            <p className="text-sm font-semibold text-brand-700">{INDEX_TITLE}</p>
            <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{collection.title}</h1>
            <p className="mt-1 max-w-3xl text-sm text-slate-600 lg:text-base">{collection.description}</p>
          </div>
          <ChipNav
            label="Koleksi lainnya"
            items={CURATED_COLLECTIONS.map((c) => ({
              label: c.title,
              to: curatedPath(c.slug),
              current: c.slug === collection.slug ? ("page" as const) : undefined,
            }))}
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 lg:py-10">
        <ProgramGrid
          filters={collection.filters}
          label={`Program ${collection.title}`}
          showCount
          empty={{
            title: "Program untuk koleksi ini segera hadir",
            description: "Mitra kami sedang menyiapkan program baru. Sementara itu, jelajahi koleksi lainnya.",
            action: (
              <AppLink to={curatedPath()} className={buttonClasses("secondary", "md")}>
                Lihat Semua Koleksi
              </AppLink>
            ),
          }}
        />
      </div>
    </div>
  );
}
