import { localizePath } from '@toolbox/kit/link';
import type { Locale } from '@toolbox/kit/locales';
import { deliverTo } from '@toolbox/kit/shelf';
import type { ToolManifest } from '@toolbox/kit/tool';
import { trackToolUsage } from '@toolbox/kit/usage-stats';
import { FavouriteToggle } from '@toolbox/ui/favourite-toggle';
import { type ShareSource, type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { ChevronRight } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, type ShouldRevalidateFunctionArgs, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '#app/components/error-page';
import { PageMeta } from '#app/components/page-meta';
import { ShareLinkButton } from '#app/components/share-link-button';
import { ToolFrame } from '#app/components/tool-frame';
import { ToolIcon } from '#app/components/tool-icon';
import { useFavourites } from '#app/components/use-stored';
import { OfflineNotice } from '#app/lib/connection';
import { getLocale } from '#app/lib/i18n.server';
import { useRootData } from '#app/lib/root-data';
import { findTool } from '#app/registry';
import { toolModules } from '#app/tool-modules';
import type { Route } from './+types/tool';

export async function loader({ params, context }: Route.LoaderArgs) {
  const tool = findTool(params.id);
  if (!tool) throw data(null, { status: 404, statusText: 'Not Found' });
  const locale = getLocale(context) as Locale;
  const [messages] = await Promise.all([
    tool.messages[locale]().then((module) => module.default),
    preloadTool(tool.id),
  ]);
  // What the page needs of the manifest, as data: the browser gets the tool's code from
  // `toolModules`, never the whole registry.
  return { toolId: tool.id, locale, messages, icon: tool.icon, share: tool.share === true };
}

/** Tool data depends on the tool and the language only; a tool's own query or hash never refetches it. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id || currentParams.lang !== nextParams.lang;
}

type ToolModule = Awaited<ReturnType<ToolManifest['load']>>;

function loadTool(toolId: string): Promise<ToolModule> {
  const load = toolModules[toolId];
  if (!load) throw new Error(`No page component for tool ${toolId}`);
  return load();
}

const toolComponents = new Map<string, LazyExoticComponent<ComponentType>>();
/** Tool modules the loader has already loaded (on the server: before the page renders). */
const loadedTools = new Map<string, ToolModule>();

async function preloadTool(toolId: string): Promise<void> {
  if (!loadedTools.has(toolId)) loadedTools.set(toolId, await loadTool(toolId));
}

/**
 * One lazy component per tool, so its code loads only on its own page. When the loader has already
 * loaded the module, the lazy component gets it through a thenable that settles at once, so React
 * renders the tool without suspending: the server then sends the tool in the page itself, never a
 * "Loading" placeholder replaced later (a layout shift).
 */
function getToolComponent(toolId: string): LazyExoticComponent<ComponentType> {
  let component = toolComponents.get(toolId);
  if (!component) {
    component = lazy(() => {
      const loaded = loadedTools.get(toolId);
      if (!loaded) return loadTool(toolId);
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, one React reads synchronously
      const settled = { then: (resolve: (module: ToolModule) => void) => resolve(loaded) };
      return settled as unknown as Promise<ToolModule>;
    });
    toolComponents.set(toolId, component);
  }
  return component;
}

/** The tool shell: breadcrumbs, title, description, favourite heart and usage counting. */
export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { toolId, locale, messages, icon, share } = loaderData;
  const { t, i18n } = useTranslation();
  const { catalog } = useRootData();
  // The tool's own namespace (its id), from the loader: available before the first render.
  if (!i18n.hasResourceBundle(locale, toolId)) i18n.addResourceBundle(locale, toolId, messages, true, true);

  useEffect(() => trackToolUsage(toolId), [toolId]);
  useStoredForOffline(toolId);

  const entry = catalog.find((item) => item.id === toolId);
  const name = entry?.name ?? messages.meta.name;
  const description = entry?.description ?? messages.meta.description;
  const Tool = getToolComponent(toolId);
  // The same element on every render of this page: an update here while the server-rendered tool
  // is still hydrating would make React throw that HTML away and show the loading state until the
  // tool's code arrives (a layout shift of the whole page).
  // Links and hand-off: the tool registers its shareable state in a ref (no re-render of this
  // page while the tool hydrates) and sends outputs to other tools through the tab's shelf.
  const navigate = useNavigate();
  const shareSource = useRef<ShareSource | undefined>(undefined);
  const host = useMemo<ToolHost>(
    () => ({
      toolId,
      setShareSource: (source) => {
        shareSource.current = source;
      },
      // The matching loads when a tool first offers an output, not with every tool page.
      handOffTargets: async (items) =>
        (await import('#app/lib/hand-off-targets')).handOffTargets(catalog, toolId, items),
      openIn: (target, items) => {
        deliverTo(target, items);
        navigate(localizePath(`/tool/${target}`, locale));
      },
    }),
    [toolId, catalog, locale, navigate],
  );
  const frame = useMemo(
    () => (
      <ToolHostProvider value={host}>
        <ToolFrame toolId={toolId}>
          <Tool />
        </ToolFrame>
      </ToolHostProvider>
    ),
    [toolId, Tool, host],
  );

  return (
    <article className="space-y-6">
      <PageMeta title={`${name} · ${t('site.name')}`} description={description} image={toolId} />
      <nav aria-label={t('tool.breadcrumb')}>
        <ol className="flex items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link to={localizePath('/', locale)} className="hover:text-foreground">
              {t('tool.home')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="text-foreground">
            {name}
          </li>
        </ol>
      </nav>
      <header className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
          <ToolIcon name={icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {share && <ShareLinkButton source={shareSource} />}
        <ToolFavourite toolId={toolId} toolName={name} />
      </header>
      <OfflineNotice toolId={toolId} />
      {frame}
    </article>
  );
}

/**
 * In production, once the tool's page has opened, the service worker stores it with every file the
 * tool may load: after this one visit the tool works offline. The module loads after hydration.
 */
function useStoredForOffline(toolId: string) {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void import('#app/lib/service-worker-client').then(({ storeToolForOffline }) =>
      storeToolForOffline(toolId),
    );
  }, [toolId]);
}

/**
 * The heart reads the stored favourites on its own: when they arrive after hydration only this
 * button re-renders, never the page above the tool.
 */
function ToolFavourite({ toolId, toolName }: { toolId: string; toolName: string }) {
  const { favourites, toggle } = useFavourites();
  return (
    <FavouriteToggle
      isFavourite={favourites.includes(toolId)}
      onToggle={() => toggle(toolId)}
      toolName={toolName}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
