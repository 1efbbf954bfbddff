import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_DESIGN, type IconDesign, normalise } from '../core/design';
import { canRedo, canUndo, present, record, redo, startHistory, undo } from '../core/history';
import { applyTemplate } from '../core/templates';

/**
 * The design with its history (CONTEXT.md Rules: History): every change a snapshot, undo and redo
 * by button or Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (Ctrl+Y too), not while typing in a field.
 */
export function useDesign() {
  const [history, setHistory] = useState(() => startHistory(DEFAULT_DESIGN));
  const design = present(history);

  const change = useCallback(
    (patch: Partial<IconDesign>) =>
      setHistory((current) => record(current, normalise({ ...present(current), ...patch }))),
    [],
  );
  const pickTemplate = useCallback(
    (template: Partial<IconDesign>) =>
      setHistory((current) => record(current, applyTemplate(present(current), template))),
    [],
  );
  const reset = useCallback(() => setHistory(startHistory(DEFAULT_DESIGN)), []);
  /** A whole design put in at once (a link's): one history step, so Undo brings the previous back. */
  const replace = useCallback(
    (next: IconDesign) => setHistory((current) => record(current, normalise(next))),
    [],
  );
  const back = useCallback(() => setHistory(undo), []);
  const forward = useCallback(() => setHistory(redo), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
        return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        back();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        forward();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [back, forward]);

  return {
    design,
    change,
    pickTemplate,
    reset,
    replace,
    undo: back,
    redo: forward,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}
