import { formatBytes, utf8ByteLength } from '@toolbox/kit/bytes';
import { downloadBlob, downloadText } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { localizePath } from '@toolbox/kit/link';
import { deliverTo, type ShelfEntry } from '@toolbox/kit/shelf';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@toolbox/ui/dialog';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handOffTargets } from '#app/lib/hand-off-targets';
import { useRootData } from '#app/lib/root-data';

const TEXT_EXTENSIONS: Partial<Record<string, string>> = { json: 'json', markdown: 'md' };

function describe(item: HandOffItem): string {
  return item.kind === 'file'
    ? `${item.file.name} · ${formatBytes(item.file.size)}`
    : `${item.name ?? item.format} · ${formatBytes(utf8ByteLength(item.text))}`;
}

function download(item: HandOffItem, from: string) {
  if (item.kind === 'file') downloadBlob(item.file, item.file.name);
  else downloadText(item.text, item.name ?? `${from}.${TEXT_EXTENSIONS[item.format] ?? 'txt'}`);
}

/** The recent outputs of this tab, newest first: download again, or open in a tool that takes them. */
export default function RecentOutputsDialog({
  entries,
  isOpen,
  onOpenChange,
}: {
  entries: readonly ShelfEntry[];
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const { catalog, locale } = useRootData();
  const navigate = useNavigate();
  const nameOf = (toolId: string) => catalog.find((tool) => tool.id === toolId)?.name ?? toolId;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  function openIn(toolId: string, entry: ShelfEntry) {
    deliverTo(toolId, entry.items);
    onOpenChange(false);
    navigate(localizePath(`/tool/${toolId}`, locale));
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogTitle>{t('recentOutputs.title')}</DialogTitle>
        <DialogDescription>{t('recentOutputs.description')}</DialogDescription>
        <ul className="max-h-[60vh] space-y-3 overflow-y-auto">
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-2 rounded-card border border-border p-3">
              <p className="text-muted-foreground text-xs">
                {t('recentOutputs.from', { tool: nameOf(entry.from), time: time.format(entry.createdAt) })}
              </p>
              <ul className="space-y-1">
                {entry.items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an entry's items never change order
                  <li key={index} className="flex items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 truncate">{describe(item)}</span>
                    <button
                      type="button"
                      onClick={() => download(item, entry.from)}
                      aria-label={t('recentOutputs.download', { name: describe(item) })}
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted"
                    >
                      <Download aria-hidden className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                {handOffTargets(catalog, entry.from, entry.items).map((tool) => (
                  <button
                    key={tool.id}
                    type="button"
                    onClick={() => openIn(tool.id, entry)}
                    className="rounded-md border border-border px-2.5 py-1 text-sm hover:border-primary"
                  >
                    {t('smartPaste.openIn', { name: tool.name })}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
