import { useMemo } from "react";
import { sanitizeHtml } from "../lib/sanitize";

export interface RichTextProps {
  /** Rich text from the server; sanitised here again (DOMPurify, the shared allowed list) before it is rendered. */
  html: string;
  /** Classes added after the reading styles. */
  className?: string;
  id?: string;
  /** Inline content (an option's text) sits in a span, so it can go inside a label. */
  inline?: boolean;
  /**
   * The app's reading styles (.rich-text: paragraph spacing, lists, links). Off where the surroundings style the
   * text themselves, e.g. white text on a partner's coloured hero.
   */
  readingStyles?: boolean;
}

/**
 * The one place the web app puts server HTML into the page (ARCHITECTURE.md: rich text is sanitised before it is
 * rendered). Nothing is rendered when nothing is left after sanitising, so callers need no empty check of their own.
 */
export function RichText({ html, className = "", id, inline = false, readingStyles = true }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === "") return null;
  const Tag = inline ? "span" : "div";
  const classes = [readingStyles ? "rich-text" : "", inline ? "inline-block" : "", className]
    .filter((part) => part !== "")
    .join(" ");
  return <Tag id={id} className={classes || undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
