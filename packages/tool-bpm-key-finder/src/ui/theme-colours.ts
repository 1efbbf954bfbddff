import { useEffect, useState } from 'react';

/**
 * A counter that changes when the site's theme does (the `dark` class on `<html>`), so canvases
 * that read token colours draw again in the new theme.
 */
export function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

/** The computed `color` of an element: token colours for a canvas, set by a `text-*` class. */
export function colourOf(element: Element): string {
  return getComputedStyle(element).color || '#2563eb';
}
