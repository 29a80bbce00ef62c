import { useEffect } from "react";
import { getAppConfig } from "./app-config";

/** Router rule (spec 002): the page title is '<title> - <brand>'. */
export function pageTitle(title: string, brand: string = getAppConfig().brandName): string {
  return `${title} - ${brand}`;
}

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
