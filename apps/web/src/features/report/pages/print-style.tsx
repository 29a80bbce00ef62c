/**
 * The print stylesheet of the report and transcript pages, present only while one of them is shown: the site's
 * shell (navbar, its banners, footer, skip link) is left out and the page is laid out on A4 portrait, so 'Cetak'
 * prints the document alone. The pages mark their own controls `print:hidden`.
 */
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 14mm 12mm; }
  body { background: #fff; }
  body header, body footer, body nav, a[href="#main"] { display: none !important; }
  main { min-height: 0 !important; }
}`;

export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
