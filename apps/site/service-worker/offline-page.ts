// The offline page the service worker shows for a page never opened on this device. Static HTML
// (no script), one per language, written into the build by scripts/build-service-worker.ts.

export interface OfflinePageMessages {
  siteName: string;
  title: string;
  body: string;
  retry: string;
  home: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page for one language: `lang` and `homePath` (`/` or `/zh/`) come from the site's locale.
 * "Try again" links to the page itself (an empty href is the address the browser asked for).
 * Colours are the site's tokens, light and dark.
 */
export function offlinePageHtml({
  lang,
  homePath,
  messages,
}: {
  lang: string;
  homePath: string;
  messages: OfflinePageMessages;
}): string {
  const m = Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, escapeHtml(value)]),
  ) as unknown as OfflinePageMessages;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${m.title} · ${m.siteName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light dark;--bg:#ffffff;--fg:#0f172a;--muted:#475569;--primary:#2563eb;--on-primary:#ffffff;--border:#e2e8f0}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--fg:#e2e8f0;--muted:#94a3b8;--primary:#60a5fa;--on-primary:#0b1120;--border:#334155}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans SC","PingFang SC","Microsoft YaHei",sans-serif;line-height:1.5}
main{max-width:32rem;padding:1.5rem}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{color:var(--muted);margin:0 0 1.5rem}
nav{display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-block;padding:.5rem 1rem;border-radius:.5rem;border:1px solid var(--border);color:var(--fg);text-decoration:none;font-weight:500}
a.primary{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/favicon.svg" alt="" width="48" height="48">
<h1>${m.title}</h1>
<p>${m.body}</p>
<nav aria-label="${m.siteName}">
<a class="primary" href="">${m.retry}</a>
<a href="${escapeHtml(homePath)}">${m.home}</a>
</nav>
</main>
</body>
</html>
`;
}
