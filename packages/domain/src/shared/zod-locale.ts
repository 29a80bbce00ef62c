import { z } from "zod";

/** Validation messages a person may read are Indonesian: zod's own Indonesian locale, set once per app. */
export function useIndonesianValidationMessages(): void {
  z.config(z.locales.id());
}
