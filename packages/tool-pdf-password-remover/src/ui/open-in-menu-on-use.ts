import { lazy } from 'react';

/** "Open in…", offered once a file is unlocked: loaded then, not with the page (CONTEXT.md § Hand-off). */
export const OpenInMenu = lazy(() =>
  import('@toolbox/ui/open-in-menu').then((module) => ({ default: module.OpenInMenu })),
);
