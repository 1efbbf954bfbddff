import { localizePath } from '@toolbox/kit/link';
import type { Locale } from '@toolbox/kit/locales';
import type { ToolManifest } from '@toolbox/kit/tool';
import { trackToolUsage } from '@toolbox/kit/usage-stats';
import { FavouriteToggle } from '@toolbox/ui/favourite-toggle';
import { ChevronRight } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '#app/components/error-page';
import { PageMeta } from '#app/components/page-meta';
import { ToolIcon } from '#app/components/tool-icon';
import { useFavourites } from '#app/components/use-stored';
import { getLocale } from '#app/lib/i18n.server';
import { useRootData } from '#app/lib/root-data';
import { findTool } from '#app/registry';
import type { Route } from './+types/tool';

export async function loader({ params, context }: Route.LoaderArgs) {
  const tool = findTool(params.id);
  if (!tool) throw data(null, { status: 404, statusText: 'Not Found' });
  const locale = getLocale(context) as Locale;
  const messages = (await tool.messages[locale]()).default;
  return { toolId: tool.id, locale, messages };
}

/** Tool data depends on the tool and the language only; a tool's own query or hash never refetches it. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id || currentParams.lang !== nextParams.lang;
}

const toolComponents = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per tool, so its code loads only on its own page. */
function getToolComponent(tool: ToolManifest): LazyExoticComponent<ComponentType> {
  let component = toolComponents.get(tool.id);
  if (!component) {
    component = lazy(tool.load);
    toolComponents.set(tool.id, component);
  }
  return component;
}

/** The tool shell: breadcrumbs, title, description, favourite heart and usage counting. */
export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { toolId, locale, messages } = loaderData;
  const { t, i18n } = useTranslation();
  const { catalog } = useRootData();
  const { favourites, toggle } = useFavourites();
  // The tool's own namespace (its id), from the loader: available before the first render.
  if (!i18n.hasResourceBundle(locale, toolId)) i18n.addResourceBundle(locale, toolId, messages, true, true);

  useEffect(() => trackToolUsage(toolId), [toolId]);

  const tool = findTool(toolId) as ToolManifest;
  const entry = catalog.find((item) => item.id === toolId);
  const name = entry?.name ?? messages.meta.name;
  const description = entry?.description ?? messages.meta.description;
  const Tool = getToolComponent(tool);

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
          <ToolIcon name={tool.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        <FavouriteToggle
          isFavourite={favourites.includes(toolId)}
          onToggle={() => toggle(toolId)}
          toolName={name}
        />
      </header>
      <Suspense fallback={<p className="text-muted-foreground">{t('tool.loading')}</p>}>
        <Tool />
        <MarkToolReady toolId={toolId} />
      </Suspense>
    </article>
  );
}

/**
 * Sits in the tool's Suspense boundary, so its effect runs once the lazily loaded tool has hydrated:
 * `<html data-tool-ready="<id>">` tells end-to-end tests the tool's controls respond.
 */
function MarkToolReady({ toolId }: { toolId: string }) {
  useEffect(() => {
    document.documentElement.dataset.toolReady = toolId;
    return () => {
      delete document.documentElement.dataset.toolReady;
    };
  }, [toolId]);
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
