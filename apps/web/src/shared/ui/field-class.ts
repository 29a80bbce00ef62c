/** The look of the filter bars' text boxes and selects. */
export const FIELD_CLASS =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30";
