import { useEffect } from "react";
import { getAppConfig } from "./app-config";
import { onServer, serverPageEnv } from "./page-env";

/** Router rule (spec 002): the page title is '<title> - <brand>'. */
export function pageTitle(title: string, brand: string = getAppConfig().brandName): string {
  return `${title} - ${brand}`;
}

export function usePageTitle(title: string | null | undefined): void {
  // the server runs no effects: the renderer puts the title in the head itself
  if (onServer && title) serverPageEnv().title = title;
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
