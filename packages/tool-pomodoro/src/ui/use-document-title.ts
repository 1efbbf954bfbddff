import { useEffect, useRef } from 'react';

/**
 * While `title` is set, the tab shows it (the time left is visible from other tabs); the page's own
 * title comes back when it is cleared or the tool unmounts.
 */
export function useDocumentTitle(title: string | null): void {
  const original = useRef<string | null>(null);
  useEffect(() => {
    if (title === null) return;
    original.current ??= document.title;
    document.title = `${title} · ${original.current}`;
  }, [title]);
  useEffect(() => {
    if (title !== null || original.current === null) return;
    document.title = original.current;
    original.current = null;
  }, [title]);
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
}
