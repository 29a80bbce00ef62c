import { useMemo } from "react";
import { sanitizeHtml } from "../../../shared/lib/sanitize";

export interface RichHtmlProps {
  /** Rich text from the server (instruction, question, option, passage, essay, discussion): sanitised here again. */
  html: string;
  className?: string;
  id?: string;
  /** Inline content (an option's text) is wrapped in a span, so it can sit inside a label. */
  inline?: boolean;
}

/** Rich text with the app's reading styles (.rich-text), through DOMPurify. */
export function RichHtml({ html, className = "", id, inline = false }: RichHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === "") return null;
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      id={id}
      className={`rich-text ${inline ? "inline-block" : ""} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the line above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
