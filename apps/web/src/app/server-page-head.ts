import { institutionHead, listingHead, type PageHead, programHead } from "@app/domain/seo/page-head";
import type { QueryClient } from "@tanstack/react-query";
import { productDescriptionQueryOptions, productDetailQueryOptions } from "../features/catalogue/public";
import { institutionQueryOptions } from "../features/institution/public";

/**
 * The head of a page rendered on the server (issue 24): a programme and an institution from their answers, every
 * other public page as a listing under the title it asked for (usePageTitle). The builders are in
 * packages/domain/src/seo.
 */
export function serverPageHead(input: {
  client: QueryClient;
  route: { path: string | undefined; params: Record<string, string | undefined> };
  url: URL;
  brandName: string;
  title: string | undefined;
}): PageHead {
  const site = { origin: input.url.origin, brandName: input.brandName };
  const slug = input.route.params.slug ?? "";
  if (input.route.path === "program/:slug") {
    const program = input.client.getQueryData(productDetailQueryOptions(slug).queryKey);
    const description = input.client.getQueryData(productDescriptionQueryOptions(slug).queryKey);
    if (program) return programHead(site, program, { description: description ?? null });
  }
  if (input.route.path === "mitra/:slug") {
    const institution = input.client.getQueryData(institutionQueryOptions(slug).queryKey);
    if (institution) return institutionHead(site, institution);
  }
  return listingHead(site, {
    title: input.title ?? input.brandName,
    path: input.url.pathname,
    query: input.url.search,
  });
}
