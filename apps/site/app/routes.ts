import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('og/:file', 'routes/og-image.ts'),
  route('tool-icons.svg', 'routes/tool-icons.ts'),
  // `/` and `/tool/:id` are English; `/zh/...` Chinese. The layout rejects any other first segment.
  route(':lang?', 'routes/localized.tsx', [
    layout('routes/shell.tsx', [
      index('routes/home.tsx'),
      route('tool/:id', 'routes/tool.tsx'),
      route('licences', 'routes/licences.tsx'),
      route('privacy', 'routes/privacy.tsx'),
      route('settings', 'routes/settings.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
