export type SmartPasteInput = { text: string } | { files: readonly File[] };

/** What a paste event or a drop carries: its files if any, else its text; undefined when empty. */
export function inputOf(data: DataTransfer | null): SmartPasteInput | undefined {
  if (!data) return undefined;
  const files = [...data.files];
  if (files.length > 0) return { files };
  const text = data.getData('text/plain');
  return text.trim() === '' ? undefined : { text };
}

/** Whether a paste or drop landed in a text box (then it is the box's, not smart paste's). */
export function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)
  );
}
