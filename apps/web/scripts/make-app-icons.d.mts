export interface AppIconSource {
  size: number;
  svg: string;
}

/** The icons: file name (under public/icons/) -> its size and the SVG drawn at that size. */
export function appIconSources(svg?: string): Record<string, AppIconSource>;

/** Renders one icon as PNG bytes. */
export function renderAppIcon(source: AppIconSource): Promise<Buffer>;
