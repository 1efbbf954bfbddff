import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@toolbox/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { Popover, PopoverContent, PopoverTrigger } from '@toolbox/ui/popover';
import { toast } from '@toolbox/ui/toast';
import { ChevronLeftIcon, ChevronRightIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listableSessions, paginate, type SessionRecord } from '../core/history';
import type { SessionStore } from '../data/session-store';

/** The history's query key: a finished round or a delete invalidates it. */
export const HISTORY_QUERY_KEY = ['aim-trainer', 'history'] as const;

export interface HistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  store: SessionStore;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The rounds kept in this browser (CONTEXT.md Rules: History): the total, the rounds newest first,
 * 10 a page with Previous and Next, and a delete per round behind a confirming popover. Loaded when
 * first opened (Radix's dialog and popover are not part of the page's first load).
 */
export default function HistoryDialog({ open, onOpenChange, store, page, onPageChange }: HistoryDialogProps) {
  const { t, i18n } = useTranslation('aim-trainer');
  const history = useQuery({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: async () => listableSessions(await store.list()),
    staleTime: 0,
    retry: false,
  });
  const shown = paginate({ items: history.data ?? [], page });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('history.title')}</DialogTitle>
          <DialogDescription>
            {history.data ? t('history.count', { count: shown.total }) : t('history.loading')}
          </DialogDescription>
        </DialogHeader>
        {history.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('history.error')}
          </p>
        ) : history.data && shown.total === 0 ? (
          <p className="text-muted-foreground text-sm">{t('history.empty')}</p>
        ) : (
          <ol className="divide-y divide-border" aria-label={t('history.listLabel')}>
            {shown.items.map((record) => (
              <HistoryRow key={record.id} record={record} date={dates.format(record.ts)} store={store} />
            ))}
          </ol>
        )}
        <nav aria-label={t('history.pages')} className="flex items-center justify-between gap-2 pt-2">
          <Button
            size="sm"
            variant="outline"
            disabled={shown.page <= 1}
            onClick={() => onPageChange(shown.page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            {t('history.previous')}
          </Button>
          <span className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {t('history.page', { page: shown.page, pages: shown.pages })}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={shown.page >= shown.pages}
            onClick={() => onPageChange(shown.page + 1)}
          >
            {t('history.next')}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

function HistoryRow({ record, date, store }: { record: SessionRecord; date: string; store: SessionStore }) {
  const { t } = useTranslation('aim-trainer');
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);

  async function remove() {
    setConfirming(false);
    try {
      await store.remove(record.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.deleteFailed'));
    }
    await queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
  }

  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">{date}</p>
        <p className="text-muted-foreground text-sm tabular-nums">
          {t('history.row', {
            score: record.score,
            hits: record.hits,
            attempts: record.attempts,
            average: record.avgReactionMs,
          })}
        </p>
      </div>
      <Popover open={isConfirming} onOpenChange={setConfirming}>
        <PopoverTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={t('history.delete', { date })}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-64 space-y-3" aria-label={t('history.confirm')}>
          <p className="font-medium text-sm">{t('history.confirm')}</p>
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              {t('history.cancel')}
            </Button>
            <Button size="sm" variant="destructive" onClick={() => void remove()}>
              {t('history.confirmDelete')}
            </Button>
          </div>
        </PopoverContent>
      </Popover>
    </li>
  );
}
