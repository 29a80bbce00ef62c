/** A long company or legal text: numbered sections of paragraphs, lists and sub-headings. */
export type DocBlock =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { subheading: string }
  | { terms: readonly { term: string; text: string }[] };

export interface DocSection {
  /** The anchor of the section (#id), stable so that links into the document keep working. */
  id: string;
  title: string;
  blocks: readonly DocBlock[];
}

export interface CompanyDocument {
  title: string;
  /** Shown under the title, e.g. "Berlaku sejak 1 November 2026". */
  effective: string;
  intro: readonly string[];
  sections: readonly DocSection[];
}
