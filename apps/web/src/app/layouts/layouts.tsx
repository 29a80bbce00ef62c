import { wibYear } from "@app/domain/reflection/rules";
import type { ComponentType, ReactNode } from "react";
import type { UIMatch } from "react-router";
import { getAppConfig } from "../../shared/lib/app-config";
import { Footer } from "../shell/footer";
import { Logo } from "../shell/logo";
import { Navbar } from "../shell/navbar";
import { FaceRecognitionResultLayout } from "./face-recognition-result-layout";

/** The layouts of spec 000 section 2.2, chosen by a route's `handle.layout` (default 'default'). */
export const LAYOUT_NAMES = [
  "default",
  "blank",
  "activity",
  "activity-v2",
  "overlay",
  "no-footer",
  "checkout",
  "face-recognition-result",
  "mobile-header",
  "reset-password",
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export interface RouteHandle {
  layout?: LayoutName;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "layout" in value;
}

/** The deepest route that names a layout decides. */
export function resolveLayout(matches: readonly UIMatch[]): LayoutName {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && handle.layout) return handle.layout;
  }
  return "default";
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Lewati ke konten utama
    </a>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
      {children}
    </main>
  );
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <div className="flex-1">
        <Main>{children}</Main>
      </div>
      <Footer />
    </div>
  );
}

export function NoFooterLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <Main>{children}</Main>
    </div>
  );
}

/** Certificates, receipts: the page alone. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}

/** /forgot-password, /setup-password and /undo-email-change: the logo and one card, nothing else to wander off to. */
export function ResetPasswordLayout({ children }: { children: ReactNode }) {
  const { brandName } = getAppConfig();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 lg:px-6">
          <Logo />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center sm:py-12"
      >
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {children}
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        © {wibYear(new Date())} {brandName}
      </footer>
    </div>
  );
}

/**
 * The study page (route activity-program): no site navbar or footer — the page has its own fixed top bar and
 * footer — and the top padding of spec 000 section 2.2 under that bar: 48px at 452px width or less, else 72px.
 */
export function ActivityLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 pt-12 min-[453px]:pt-[72px]">
      <SkipLink />
      {children}
    </div>
  );
}

/** Layouts not built yet show the default shell until their screens arrive. */
export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  blank: BlankLayout,
  "no-footer": NoFooterLayout,
  activity: ActivityLayout,
  "activity-v2": NoFooterLayout,
  overlay: DefaultLayout,
  checkout: NoFooterLayout,
  "face-recognition-result": FaceRecognitionResultLayout,
  "mobile-header": DefaultLayout,
  "reset-password": ResetPasswordLayout,
};
