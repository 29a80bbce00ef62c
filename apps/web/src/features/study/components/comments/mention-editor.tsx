import { COMMENT_MAX_LENGTH, STUDY_MESSAGES } from "@app/domain/study/contracts";
import { type EditorMention, fromEditorText, sanitiseMentionName } from "@app/domain/study/mention-codec";
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { formatCount } from "../../../../shared/lib/format";
import { Button } from "../../../../shared/ui/button";

export interface MentionCandidate {
  userId: number;
  name: string;
}

export interface MentionEditorProps {
  /** Names the text box ('Tulis komentar', 'Balas komentar Siti'). */
  label: string;
  /** Who may be mentioned, read when the suggestions open (the authors loaded so far). */
  getCandidates: () => MentionCandidate[];
  /** Sends the stored form (mentions as @[id|name]); resolves true when it was accepted, then the box empties. */
  onSubmit: (stored: string) => Promise<boolean>;
  pending: boolean;
  /** A refusal of the last send, in the server's words. */
  error: string | null;
  autoFocus?: boolean;
}

const MAX_SUGGESTIONS = 8;
/** '@' at the start or after a space, then a letter and what a name may hold, up to the caret. */
const TRIGGER = /(?:^|\s)@(\p{L}[\p{L}\p{M}'.\- ]{0,39})$/u;

type Trigger = { start: number; query: string };

/**
 * Mention ranges after an edit: the edit is the part between the texts' common start and common end; a
 * mention wholly before it stays, wholly after it moves, and one it touches is dropped (it is text now).
 */
export function shiftMentions(before: string, after: string, mentions: readonly EditorMention[]): EditorMention[] {
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < shortest - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) {
    suffix += 1;
  }
  const editEnd = before.length - suffix;
  const delta = after.length - before.length;
  const kept: EditorMention[] = [];
  for (const mention of mentions) {
    if (mention.end <= prefix) kept.push(mention);
    else if (mention.start >= editEnd)
      kept.push({ ...mention, start: mention.start + delta, end: mention.end + delta });
  }
  return kept;
}

function findTrigger(text: string, caret: number, mentions: readonly EditorMention[]): Trigger | null {
  const match = TRIGGER.exec(text.slice(0, caret));
  if (!match?.[1]) return null;
  const start = caret - match[1].length - 1;
  if (mentions.some((m) => start >= m.start && start < m.end)) return null;
  return { start, query: match[1] };
}

function matching(candidates: MentionCandidate[], query: string): MentionCandidate[] {
  const wanted = query.trim().toLocaleLowerCase("id-ID");
  if (!wanted) return [];
  return candidates.filter((c) => c.name.toLocaleLowerCase("id-ID").includes(wanted)).slice(0, MAX_SUGGESTIONS);
}

/**
 * The comment box: typing '@' and letters suggests the people of the thread (WAI-ARIA combobox with a listbox:
 * arrows move, Enter chooses, Escape closes); a chosen person is written '@Name' and kept as a mention range,
 * and the text is sent in the stored form of the mention codec.
 */
export function MentionEditor({ label, getCandidates, onSubmit, pending, error, autoFocus }: MentionEditorProps) {
  const [text, setText] = useState("");
  const [mentions, setMentions] = useState<EditorMention[]>([]);
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [suggestions, setSuggestions] = useState<MentionCandidate[]>([]);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const fieldId = useId();
  const listId = useId();
  const counterId = useId();
  const errorId = useId();

  const stored = useMemo(() => fromEditorText(text, mentions).trim(), [text, mentions]);
  const tooLong = stored.length > COMMENT_MAX_LENGTH;
  const open = trigger !== null && trigger.start !== dismissedAt && suggestions.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !fieldRef.current) return;
    fieldRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  function refreshTrigger(nextText: string, caret: number, nextMentions: readonly EditorMention[]) {
    const found = findTrigger(nextText, caret, nextMentions);
    setTrigger(found);
    if (!found) {
      setSuggestions([]);
      setDismissedAt(null);
      return;
    }
    setSuggestions(matching(getCandidates(), found.query));
    setActive(0);
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const next = event.target.value;
    const nextMentions = shiftMentions(text, next, mentions);
    setText(next);
    setMentions(nextMentions);
    refreshTrigger(next, event.target.selectionStart ?? next.length, nextMentions);
  }

  function onCaretMove() {
    const field = fieldRef.current;
    if (!field) return;
    const found = findTrigger(text, field.selectionStart ?? text.length, mentions);
    if (found?.start !== trigger?.start || found?.query !== trigger?.query)
      refreshTrigger(text, field.selectionStart, mentions);
  }

  function choose(candidate: MentionCandidate) {
    if (!trigger) return;
    const field = fieldRef.current;
    const caret = field?.selectionStart ?? trigger.start + trigger.query.length + 1;
    const name = sanitiseMentionName(candidate.name);
    const written = `@${name}`;
    const rest = text.slice(caret);
    const spacer = rest.startsWith(" ") ? "" : " ";
    const next = `${text.slice(0, trigger.start)}${written}${spacer}${rest}`;
    const shifted = shiftMentions(text, next, mentions).filter((m) => m.end <= trigger.start || m.start >= caret);
    const mention: EditorMention = {
      userId: candidate.userId,
      name,
      start: trigger.start,
      end: trigger.start + written.length,
    };
    setText(next);
    setMentions([...shifted, mention].sort((a, b) => a.start - b.start));
    setTrigger(null);
    setSuggestions([]);
    pendingCaret.current = mention.end + 1;
    field?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const candidate = suggestions[active];
      if (candidate) choose(candidate);
    } else if (event.key === "Escape") {
      // closes the suggestions only, not the dialog or page around the box
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(trigger?.start ?? null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stored === "" || tooLong || pending) return;
    const accepted = await onSubmit(stored);
    if (accepted) {
      setText("");
      setMentions([]);
      setTrigger(null);
      setSuggestions([]);
    }
  }

  const message = tooLong ? STUDY_MESSAGES.commentTooLong : error;
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={fieldRef}
          id={fieldId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-describedby={message ? `${counterId} ${errorId}` : counterId}
          aria-invalid={tooLong || undefined}
          // biome-ignore lint/a11y/noAutofocus: the reply box opens because the learner asked to reply
          autoFocus={autoFocus}
          value={text}
          placeholder={`${label}… Ketik @ untuk menyebut teman`}
          rows={3}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onSelect={onCaretMove}
          onBlur={() => setTrigger(null)}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30"
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Saran nama"
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {open
            ? suggestions.map((candidate, index) => (
                <div
                  key={candidate.userId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // reached through the text box's aria-activedescendant, not by Tab
                  tabIndex={-1}
                  // mousedown, not click: the text box keeps focus and its caret
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(candidate);
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-900"}`}
                >
                  {candidate.name}
                </div>
              ))
            : null}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p id={counterId} className={`text-xs ${tooLong ? "text-red-800" : "text-slate-600"}`}>
          {formatCount(stored.length)}/{formatCount(COMMENT_MAX_LENGTH)} karakter
        </p>
        <Button type="submit" size="sm" loading={pending} disabled={stored === "" || tooLong}>
          Kirim
        </Button>
      </div>
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </form>
  );
}
