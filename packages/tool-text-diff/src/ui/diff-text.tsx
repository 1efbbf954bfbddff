import { cn } from '@toolbox/ui/cn';
import type { DiffPart, DiffPartType } from '../core/model';

/** Visible stand-ins for whitespace when "show whitespace" is on: middle dot, arrow, CR mark. */
export function revealWhitespace(text: string): string {
  return text.replace(/ /g, '·').replace(/\t/g, '→').replace(/\r/g, '␍');
}

const partClasses: Record<DiffPartType, string> = {
  added: 'rounded-sm bg-green-300/70 dark:bg-green-700/70',
  removed: 'rounded-sm bg-red-300/70 line-through decoration-red-700/60 dark:bg-red-800/70',
  unchanged: '',
};

/** One line's text, with changed runs highlighted when the core found them. */
export function DiffText({
  content,
  parts,
  showWhitespace,
}: {
  content: string;
  parts?: DiffPart[];
  showWhitespace: boolean;
}) {
  const show = (text: string) => (showWhitespace ? revealWhitespace(text) : text);
  if (!parts || parts.every((part) => part.type === parts[0]?.type)) return <>{show(content)}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.type === 'unchanged' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <span key={index}>{show(part.text)}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <mark key={index} data-part={part.type} className={cn('text-inherit', partClasses[part.type])}>
            {show(part.text)}
          </mark>
        ),
      )}
    </>
  );
}
