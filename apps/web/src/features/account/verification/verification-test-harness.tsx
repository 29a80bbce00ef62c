import type { MeUser } from "@app/domain/account/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { type AccountDialog, type AccountDialogs, AccountDialogsContext } from "../../../shared/lib/account-dialogs";
import { ToastProvider } from "../../../shared/ui/toast";
import { meUserFixture } from "../../../test/account-fixtures";
import { createTestQueryClient, LocationProbe, mockFetch } from "../../../test/render";
import { accountKeys } from "../api";
import { ChangeEmailModal } from "./change-email-modal";
import { FrozenModal } from "./frozen-modal";
import { InvitationModal } from "./invitation-modal";
import { OtpModal } from "./otp-modal";

/** Test-only: an unverified pupil with an incomplete profile, as me-v2 answers it. */
export function meUser(overrides: Partial<MeUser> = {}): MeUser {
  return meUserFixture({
    id: 1,
    name: "Sari Murid",
    email: "sari@demo.test",
    phone: null,
    year_level_id: null,
    year_level_name: null,
    city: null,
    username: "sari",
    is_email_verified: false,
    ...overrides,
  });
}

export function envelopeOf(data: unknown, status = 200, message = "OK") {
  return { status, message, data };
}

/** The dialog host of the shell, reduced to the verification dialogs and rendered without lazy chunks. */
function DialogsHost({
  children,
  initialDialog,
  initialMandatory,
}: {
  children: ReactNode;
  initialDialog: AccountDialog | null;
  initialMandatory: boolean;
}) {
  const [dialog, setDialog] = useState<AccountDialog | null>(initialDialog);
  const [verificationMandatory, setVerificationMandatory] = useState(initialMandatory);
  const location = useLocation();
  const [firstKey] = useState(location.key);

  // As the shell does: navigation resets the dialogs and the mandatory flag (spec 000 section 4.2 step 10).
  useEffect(() => {
    if (location.key === firstKey) return;
    setDialog(null);
    setVerificationMandatory(false);
  }, [location.key, firstKey]);

  const value = useMemo<AccountDialogs>(
    () => ({
      dialog,
      open: setDialog,
      close: () => setDialog(null),
      openLogin: () => setDialog({ name: "login" }),
      verificationMandatory,
      setVerificationMandatory,
    }),
    [dialog, verificationMandatory],
  );
  const close = () => setDialog(null);

  return (
    <ToastProvider>
      <AccountDialogsContext.Provider value={value}>
        {children}
        {dialog?.name === "verification-invitation" ? <InvitationModal dialog={dialog} onClose={close} /> : null}
        {dialog?.name === "otp" ? <OtpModal dialog={dialog} onClose={close} /> : null}
        {dialog?.name === "verification-frozen" ? <FrozenModal dialog={dialog} onClose={close} /> : null}
        {dialog?.name === "change-email" ? <ChangeEmailModal dialog={dialog} onClose={close} /> : null}
        <output data-testid="dialog">{dialog?.name ?? "none"}</output>
        <output data-testid="mandatory">{String(verificationMandatory)}</output>
      </AccountDialogsContext.Provider>
    </ToastProvider>
  );
}

export interface VerificationRenderOptions {
  /** The logged-in user (a session cookie is set and the me cache filled); null for a visitor. */
  user?: MeUser | null;
  answers?: Parameters<typeof mockFetch>[0];
  dialog?: AccountDialog | null;
  mandatory?: boolean;
  /** Earlier pages of the visit, before the current one. */
  history?: string[];
  initialEntry?: string;
  routes?: { path: string; element: ReactNode }[];
}

/** Renders `ui` with the verification dialogs, toasts, a router and a fake API. */
export function renderVerification(ui: ReactNode = null, options: VerificationRenderOptions = {}) {
  const user = options.user === undefined ? meUser() : options.user;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  if (user) document.cookie = `user-id=${user.id}; path=/`;
  const api = mockFetch({
    "/api/auth/me-v2": () => (user ? { body: envelopeOf(user) } : { status: 401, body: envelopeOf(null, 401) }),
    ...options.answers,
  });
  vi.stubGlobal("fetch", api.fn);

  const queryClient = createTestQueryClient();
  if (user) queryClient.setQueryData(accountKeys.me, user);
  const host = (content: ReactNode) => (
    <DialogsHost initialDialog={options.dialog ?? null} initialMandatory={options.mandatory ?? false}>
      {content}
      <LocationProbe />
    </DialogsHost>
  );
  const entries = [...(options.history ?? []), options.initialEntry ?? "/kelas"];
  const router = createMemoryRouter(
    [
      ...(options.routes ?? []).map((route) => ({ path: route.path, element: host(route.element) })),
      { path: "*", element: host(ui) },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, calls: api.calls };
}

/** The calls made to `path` (e.g. "/api/user/send-otp-email/"), with their JSON bodies. */
export function callsTo(calls: ReturnType<typeof mockFetch>["calls"], path: string) {
  return calls
    .filter((call) => call.url.pathname === path)
    .map((call) => ({ url: call.url, body: call.init?.body ? JSON.parse(String(call.init.body)) : null }));
}
