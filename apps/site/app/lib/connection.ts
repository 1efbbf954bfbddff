import { createElement, lazy, Suspense, useSyncExternalStore } from 'react';

/** A part of a tool that needs the server, named in the offline notice (`offline.features.<key>`). */
export type ServerFeature = 'ai' | 'leaderboard' | 'plantuml' | 'sayings';

/**
 * The tools that call the site's API, and what for: `all` when the tool does nothing without it,
 * else the one feature that needs it (the rest works offline). A test holds this list to what the
 * tool packages' code actually calls.
 */
export const SERVER_TOOLS: Readonly<Record<string, 'all' | ServerFeature>> = {
  'ip-checker': 'all',
  'web-crawler': 'all',
  'drawing-prompt-generator': 'all',
  'aim-trainer': 'leaderboard',
  'diagram-tools': 'plantuml',
  'goblin-slayer-todo': 'ai',
  'story-generator': 'ai',
  'qixi-card-draw': 'sayings',
};

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it is online. The server renders as online (it cannot know), so
 * hydration matches; an offline browser switches right after.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const ConnectionNotice = lazy(() => import('#app/components/connection-notice'));

/**
 * On a tool that uses the server, while the browser is offline: the notice that it needs a
 * connection. Its code loads only then (it is part of the offline shell the worker precaches).
 */
export function OfflineNotice({ toolId }: { toolId: string }) {
  const online = useOnline();
  if (online || !SERVER_TOOLS[toolId]) return null;
  return createElement(Suspense, { fallback: null }, createElement(ConnectionNotice, { toolId }));
}
