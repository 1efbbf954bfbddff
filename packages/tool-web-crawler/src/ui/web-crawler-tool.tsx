import { downloadBlob, downloadText } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { Input } from '@toolbox/ui/input';
import { OpenInMenu } from '@toolbox/ui/open-in-menu';
import { ProgressBar } from '@toolbox/ui/progress';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { toast } from '@toolbox/ui/toast';
import { DownloadIcon, PlayIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react';
import { type ClipboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ContentFormat,
  type CrawlResult,
  crawlAll,
  crawlOnce,
  type ItemState,
  parseUrl,
  placeReceived,
  splitPasted,
} from '../core/crawl';

const RAW = { escapeValue: false };

/** How a URL is crawled: the site's API, or a test's stand-in. */
export type Crawl = (url: string, signal?: AbortSignal) => Promise<CrawlResult>;

interface Row {
  id: number;
  text: string;
}

interface Item {
  /** Its place in this crawl: the list never reorders, and the same address may be listed twice. */
  id: number;
  url: string;
  state: ItemState;
}

/**
 * The HTML preview's document: the page's HTML under a policy that allows no script, no network
 * and no form (inline styles only), inside an iframe sandboxed without `allow-scripts`.
 */
function previewDocument(html: string): string {
  const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
  return `<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}"><base target="_blank">${html}`;
}

/**
 * The web crawler (CONTEXT.md): a list of addresses crawled by the site's server, four at a time
 * with retries, the results listed and previewed as text, HTML (sandboxed) or Markdown, exported
 * as JSON or a ZIP of Markdown files.
 */
export default function WebCrawlerTool({
  crawl = (url, signal) => crawlOnce(url, { signal }),
}: {
  crawl?: Crawl;
}) {
  const { t } = useTranslation('web-crawler');
  const nextId = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ id: 0, text: '' }]);
  const [checked, setChecked] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  const [running, setRunning] = useState(false);
  const [selected, setSelected] = useState(0);
  const [format, setFormat] = useState<ContentFormat>('text');
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const newRow = (text = ''): Row => ({ id: nextId.current++, text });

  // An address handed over by another tool or smart paste fills the address field (CONTEXT.md
  // Rules: Hand-off). The crawl is not started: it asks the site's server, which waits for the
  // visitor's press of Start.
  useHandOffReceiver((handed) => {
    for (const item of handed) {
      if (item.kind !== 'text') continue;
      setRows((list) => {
        const texts = placeReceived(
          list.map((row) => row.text),
          item.text,
        );
        return texts.map((text, index) => {
          const row = list[index];
          return row && row.text === text ? row : { id: row?.id ?? nextId.current++, text };
        });
      });
    }
  });

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const parts = splitPasted(event.clipboardData.getData('text'));
    if (parts.length < 2) return;
    // Many addresses at once: one row each, in place of the row pasted into.
    event.preventDefault();
    setRows((list) => [
      ...list.slice(0, index),
      ...parts.map((part) => newRow(part)),
      ...list.slice(index + 1),
    ]);
  }

  async function start() {
    setChecked(true);
    const urls = rows.map((row) => parseUrl(row.text).url).filter((url): url is string => url !== undefined);
    if (urls.length === 0) return void toast.error(t('toast.noValidUrls'));
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setItems(urls.map((url, id) => ({ id, url, state: { status: 'pending' } })));
    setSelected(0);
    setRunning(true);
    let completed = 0;
    let failed = 0;
    await crawlAll({
      urls,
      crawl,
      signal: current.signal,
      onUpdate: (index, state) => {
        if (current.signal.aborted) return;
        if (state.status === 'completed') completed++;
        if (state.status === 'error') failed++;
        setItems((list) => list.map((item, at) => (at === index ? { ...item, state } : item)));
      },
    });
    if (controller.current !== current) return;
    controller.current = undefined;
    setRunning(false);
    if (failed > 0) toast.error(t('toast.crawlError', { count: failed }));
    else toast.success(t('toast.crawlCompleted', { count: completed }));
  }

  function cancel() {
    controller.current?.abort();
    controller.current = undefined;
    setRunning(false);
    setItems((list) =>
      list.map((item) =>
        item.state.status === 'completed' || item.state.status === 'error'
          ? item
          : { ...item, state: { status: 'pending' } },
      ),
    );
  }

  function clear() {
    cancel();
    setRows([newRow()]);
    setItems([]);
    setChecked(false);
  }

  const results = items.flatMap((item) => (item.state.status === 'completed' ? [item.state.result] : []));
  // The exports (and fflate's ZIP writer) load when first used, not with the page.
  async function exportJson() {
    if (results.length === 0) return void toast.error(t('toast.noResultsToExport'));
    const { resultsJson } = await import('../core/export');
    downloadText(resultsJson(results, format), 'crawl-results.json', 'application/json');
    toast.success(t('toast.downloaded'));
  }
  async function exportZip() {
    if (results.length === 0) return void toast.error(t('toast.noResultsToExport'));
    const { markdownZip } = await import('../core/export');
    const zip = markdownZip(results) as Uint8Array<ArrayBuffer>;
    downloadBlob(new Blob([zip], { type: 'application/zip' }), 'crawl-results-markdown.zip');
    toast.success(t('toast.downloaded'));
  }

  const done = items.filter(
    (item) => item.state.status === 'completed' || item.state.status === 'error',
  ).length;
  const chosen = items[selected];
  const chosenResult = chosen?.state.status === 'completed' ? chosen.state.result : undefined;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="crawler-urls"
        className="space-y-3 rounded-card border border-border bg-card p-4"
      >
        <h2 id="crawler-urls" className="font-semibold">
          {t('urls.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('urls.hint')}</p>
        <ol className="space-y-2">
          {rows.map((row, index) => {
            const invalid = checked && row.text.trim() !== '' && parseUrl(row.text).url === undefined;
            return (
              <li key={row.id} className="flex gap-2">
                <Input
                  type="url"
                  inputMode="url"
                  value={row.text}
                  invalid={invalid}
                  aria-label={t('urls.label', { number: index + 1 })}
                  placeholder="https://example.com/page"
                  disabled={running}
                  onPaste={(event) => paste(index, event)}
                  onChange={(event) =>
                    setRows((list) =>
                      list.map((item) => (item.id === row.id ? { ...item, text: event.target.value } : item)),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={running || rows.length === 1}
                  aria-label={t('urls.remove', { number: index + 1 })}
                  title={t('urls.remove', { number: index + 1 })}
                  onClick={() => setRows((list) => list.filter((item) => item.id !== row.id))}
                >
                  <XIcon aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        {checked && rows.some((row) => row.text.trim() !== '' && parseUrl(row.text).url === undefined) && (
          <p className="text-destructive text-sm">{t('urls.invalid')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={running} onClick={() => setRows((list) => [...list, newRow()])}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('urls.add')}
          </Button>
          {running ? (
            <Button variant="outline" onClick={cancel}>
              <XIcon aria-hidden="true" className="size-4" />
              {t('actions.cancel')}
            </Button>
          ) : (
            <Button onClick={() => void start()}>
              <PlayIcon aria-hidden="true" className="size-4" />
              {t('actions.start')}
            </Button>
          )}
          <Button variant="ghost" onClick={clear}>
            <Trash2Icon aria-hidden="true" className="size-4" />
            {t('actions.clear')}
          </Button>
        </div>
      </section>

      {items.length > 0 && (
        <section aria-labelledby="crawler-results" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="crawler-results" className="font-semibold">
              {t('results.title')}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void exportJson()}>
                <DownloadIcon aria-hidden="true" className="size-4" />
                {t('actions.exportJson')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void exportZip()}>
                <DownloadIcon aria-hidden="true" className="size-4" />
                {t('actions.exportZip')}
              </Button>
            </div>
          </div>
          <ProgressBar
            value={(done / items.length) * 100}
            label={t('results.progress', { done, total: items.length })}
            showValue
          />
          <p className="text-muted-foreground text-sm">
            {t('results.progress', { done, total: items.length })}
          </p>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <ul className="h-96 space-y-2 overflow-y-auto pr-1" aria-label={t('results.list')}>
              {items.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={selected === index}
                    onClick={() => setSelected(index)}
                    className={`w-full rounded-md border p-2 text-left text-sm ${selected === index ? 'border-primary bg-accent' : 'border-border bg-card hover:bg-accent'}`}
                  >
                    <span className="block truncate font-medium">
                      {item.state.status === 'completed' ? item.state.result.title || item.url : item.url}
                    </span>
                    <span className="block truncate text-muted-foreground text-xs">
                      {item.state.status === 'pending' && t('status.waitingToCrawl')}
                      {item.state.status === 'crawling' &&
                        t('status.crawling', { attempt: item.state.attempt })}
                      {item.state.status === 'completed' && item.url}
                      {item.state.status === 'error' && (
                        <span className="text-destructive">
                          {t('status.crawlFailedWith', { error: item.state.error, interpolation: RAW })}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="min-w-0 rounded-card border border-border bg-card p-3">
              {chosenResult ? (
                <Preview result={chosenResult} format={format} onFormat={setFormat} />
              ) : (
                <p className="text-muted-foreground text-sm">
                  {chosen?.state.status === 'error'
                    ? t('preview.failed', { error: chosen.state.error, interpolation: RAW })
                    : t('preview.empty')}
                </p>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}

function Preview({
  result,
  format,
  onFormat,
}: {
  result: CrawlResult;
  format: ContentFormat;
  onFormat: (format: ContentFormat) => void;
}) {
  const { t } = useTranslation('web-crawler');
  // "Open in…" the content shown: Markdown as Markdown, the text and the HTML source as text.
  const content = result.content[format];
  const name = result.title || result.url;
  const handOff = useMemo<HandOffItem[]>(
    () =>
      content === ''
        ? []
        : [{ kind: 'text', text: content, format: format === 'markdown' ? 'markdown' : 'text', name }],
    [content, format, name],
  );
  const metadata = Object.entries(result.metadata).filter(
    ([, value]) => value !== null && value !== undefined && typeof value !== 'object',
  );
  return (
    <div className="space-y-3">
      <div>
        <h3 className="break-words font-semibold">{result.title || result.url}</h3>
        {result.description && <p className="text-muted-foreground text-sm">{result.description}</p>}
      </div>
      <Tabs defaultValue="content">
        <TabsList aria-label={t('preview.views')}>
          <TabsTrigger value="content">{t('preview.content')}</TabsTrigger>
          <TabsTrigger value="metadata">{t('preview.metadata')}</TabsTrigger>
        </TabsList>
        <TabsContent value="content" className="space-y-3 pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <SegmentedControl
              label={t('preview.format')}
              value={format}
              onValueChange={onFormat}
              options={[
                { value: 'text', label: t('formats.text') },
                { value: 'html', label: t('formats.html') },
                { value: 'markdown', label: t('formats.markdown') },
              ]}
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton
                value={result.content[format]}
                label={t('preview.copy')}
                copiedMessage={t('toast.copied')}
              />
              {handOff.length > 0 && <OpenInMenu items={handOff} />}
            </div>
          </div>
          {format === 'html' ? (
            <iframe
              title={t('preview.htmlFrame', { url: result.url, interpolation: RAW })}
              sandbox=""
              srcDoc={previewDocument(result.content.html)}
              className="h-80 w-full rounded-md border border-border bg-white"
            />
          ) : (
            <pre className="h-80 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-xs">
              {result.content[format]}
            </pre>
          )}
        </TabsContent>
        <TabsContent value="metadata" className="pt-3">
          {metadata.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('preview.noMetadata')}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {result.keywords.length > 0 && (
                <>
                  <dt className="text-muted-foreground">{t('preview.keywords')}</dt>
                  <dd className="break-words">{result.keywords.join(', ')}</dd>
                </>
              )}
              {metadata.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{key}</dt>
                  <dd className="break-all">{String(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
