import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route list comes with the page (a dozen routes, a few hundred bytes) instead of being
  // fetched from /__manifest as links appear: offline, a page the service worker serves from its
  // cache must still know every route, and there is no request to fail.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
