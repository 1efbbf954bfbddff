import { recentOutputs, type ShelfEntry, subscribeShelf } from '@toolbox/kit/shelf';
import { Layers } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const loadPanel = () => import('./recent-outputs-dialog');
const RecentOutputsDialog = lazy(loadPanel);
const NONE: readonly ShelfEntry[] = [];

/**
 * The tab's shelf of recent outputs (merged PDFs, compressed photos, JSON results…) in the header,
 * once there is one: each can be downloaded again or opened in another tool. Memory of this tab
 * only; the dialog's code loads on first use.
 */
export function RecentOutputs() {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(subscribeShelf, recentOutputs, () => NONE);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-border px-2.5 text-sm hover:bg-muted"
      >
        <Layers aria-hidden className="size-4" />
        <span className="sr-only">{t('recentOutputs.open')}</span>
        <span aria-hidden>{entries.length}</span>
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <RecentOutputsDialog entries={entries} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
