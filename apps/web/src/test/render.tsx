import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router";
import { AccountDialogsProvider } from "../app/shell/account-dialogs-provider";
import { type AccountDialog, useAccountDialogs } from "../shared/lib/account-dialogs";

/** Shows the current address, as the browser's address bar would. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Opens one account dialog on mount, as a navbar button would (render it inside renderWithRouter). */
export function OpenDialog({ dialog }: { dialog: AccountDialog }) {
  const { open } = useAccountDialogs();
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on mount
  useEffect(() => open(dialog), []);
  return null;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Renders `ui` at `initialEntry` inside a router, the query client, the account dialogs and the toasts. */
export function renderWithRouter(ui: ReactNode, { initialEntry = "/" }: { initialEntry?: string } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AccountDialogsProvider>
            {ui}
            <LocationProbe />
          </AccountDialogsProvider>
        ),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the app's real route table at `initialEntry`. */
/**
 * How long a test waits for a route's first content: the whole route tree loads lazily, and the first file of a
 * worker to load it waits for Vite to transform it (4 s was not always enough when another file order put a route
 * test first).
 */
export const ROUTE_LOAD_TIMEOUT_MS = 15_000;

export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A fake `fetch` answering by path; unknown paths answer 404. Records every call. */
export function mockFetch(answers: Record<string, (url: URL) => { status?: number; body: unknown }>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    calls.push({ url, init });
    const handler = answers[url.pathname];
    const answer = handler ? handler(url) : { status: 404, body: { status: 404, message: "Not found", data: null } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fn, calls };
}
