import { useMemo } from "react";
import { sanitizeHtml } from "../../../shared/lib/sanitize";

export interface RichTextProps {
  /** Rich text from the server; sanitised here again before it reaches the page. */
  html: string;
  className?: string;
  id?: string;
}

/** An activity's description, content, prompt or questions, with the app's reading styles (.rich-text). */
export function RichText({ html, className = "", id }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === "") return null;
  return (
    <div
      id={id}
      className={`rich-text ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the line above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
