import type { ProgramShelf } from "./components/program-shelf";

/**
 * The catalogue's shelf of programmes, loaded on demand (the campaign pages list catalogue programmes with it), in
 * its own chunk beside the page that shows it rather than in whatever imports this feature's public.ts.
 */
export function loadProgramShelf(): Promise<typeof ProgramShelf> {
  return import("./components/program-shelf").then((m) => m.ProgramShelf);
}
