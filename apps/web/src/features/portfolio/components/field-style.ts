/** The portfolio forms' text boxes: a red border on a field with an error; text areas grow with their rows. */
export function fieldClass(invalid: boolean, multiline = false): string {
  return [
    "w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30",
    multiline ? "py-2" : "h-11",
    invalid ? "border-red-600" : "border-slate-300",
  ].join(" ");
}
