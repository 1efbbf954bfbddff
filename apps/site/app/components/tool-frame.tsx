import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a tool's lazily loaded UI appears. It keeps room for the tool while its code loads (so the
 * footer does not jump when it arrives), marks the tool ready for end-to-end tests once hydrated,
 * and turns a failure into a message inside the frame instead of the site's error page.
 */
export function ToolFrame({ toolId, children }: { toolId: string; children: ReactNode }) {
  return (
    <div className="min-h-[28rem]">
      <ToolErrorBoundary key={toolId}>
        <Suspense fallback={<ToolLoading />}>
          {children}
          <MarkToolReady toolId={toolId} />
        </Suspense>
      </ToolErrorBoundary>
    </div>
  );
}

function ToolLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[28rem] items-start">
      <p className="text-muted-foreground">{t('tool.loading')}</p>
    </div>
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

/**
 * A dynamic import that failed (offline, a deploy removed the old chunk) rejects with a TypeError
 * whose text depends on the browser; anything else thrown while rendering is a fault of the tool.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|error loading dynamically imported module|chunk/i.test(
    error.message,
  );
}

interface ToolErrorBoundaryState {
  error: unknown;
}

class ToolErrorBoundary extends Component<{ children: ReactNode }, ToolErrorBoundaryState> {
  override state: ToolErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ToolErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ToolFailed isLoadError={isChunkLoadError(this.state.error)} />;
  }
}

function ToolFailed({ isLoadError }: { isLoadError: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-card border border-border bg-card p-6">
      <p className="font-medium">{t(isLoadError ? 'tool.loadError' : 'tool.crashed')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm hover:bg-[color-mix(in_srgb,var(--color-primary)_88%,var(--color-foreground))]"
      >
        <RotateCw aria-hidden className="size-4" />
        {t('tool.reload')}
      </button>
    </div>
  );
}
