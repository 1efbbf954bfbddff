import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { toast } from '@toolbox/ui/toast';
import { ChevronDownIcon, RotateCwIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countryName,
  type IpInfo,
  isAbort,
  ispLabel,
  type LookupOptions,
  lookupVisitor,
  type VisitorAddresses,
} from '../core/lookup';

/** How the page finds the visitor's addresses: the site's API, or a story's or test's stand-in. */
export type LookupVisitor = (options: LookupOptions) => Promise<VisitorAddresses>;

type State =
  | { status: 'loading'; previous?: VisitorAddresses }
  | { status: 'loaded'; addresses: VisitorAddresses }
  | { status: 'error' };

const FAQ_KEYS = ['what', 'location', 'versions', 'privacy'] as const;

/** A detail tile's value, or a dash (announced as "unknown") when the data has none. */
function TileValue({ value, unknown }: { value: string | null; unknown: string }) {
  if (value) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{unknown}</span>
    </>
  );
}

/**
 * The IP checker (CONTEXT.md): the visitor's public address from the site's own server, with the
 * ISP, city, region and country the server's local databases give, refresh and copy, both
 * addresses of a dual-stack visitor when the site is set up for it, and an FAQ.
 */
export default function IpCheckerTool({ lookup = lookupVisitor }: { lookup?: LookupVisitor }) {
  const { t, i18n } = useTranslation('ip-checker');
  const [state, setState] = useState<State>({ status: 'loading' });
  const controller = useRef<AbortController | undefined>(undefined);

  const load = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({
      status: 'loading',
      previous: previous.status === 'loaded' ? previous.addresses : undefined,
    }));
    try {
      const addresses = await lookup({ signal: current.signal });
      if (!current.signal.aborted) setState({ status: 'loaded', addresses });
    } catch (error) {
      if (current.signal.aborted || isAbort(error)) return;
      setState({ status: 'error' });
      toast.error(t('errors.fetchError'));
    }
  }, [lookup, t]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  const addresses =
    state.status === 'loaded' ? state.addresses : state.status === 'loading' ? state.previous : undefined;
  const primary = addresses?.primary;
  const other = addresses?.other;
  const isLoading = state.status === 'loading';
  const familyName = (info: IpInfo) => (info.version === 4 ? 'IPv4' : 'IPv6');
  const otherFamily = primary?.version === 4 ? 'IPv6' : 'IPv4';

  const tiles: Array<{ key: string; label: string; value: string | null }> = [
    { key: 'isp', label: t('tiles.isp'), value: primary ? ispLabel(primary) : null },
    { key: 'city', label: t('tiles.city'), value: primary?.city ?? null },
    { key: 'region', label: t('tiles.region'), value: primary?.region ?? null },
    {
      key: 'country',
      label: t('tiles.country'),
      value: primary ? countryName(primary.countryCode, i18n.language) : null,
    },
  ];

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="ip-hero-title"
        aria-busy={isLoading}
        className="space-y-4 rounded-card border border-border bg-gradient-to-br from-accent to-card p-5 sm:p-6"
      >
        <h2 id="ip-hero-title" className="font-medium text-muted-foreground text-sm">
          {t('hero.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 break-all font-bold font-mono text-2xl sm:text-3xl" data-testid="ip-address">
            {primary
              ? primary.ip
              : state.status === 'error'
                ? t('errors.fetchErrorShort')
                : t('hero.loading')}
          </p>
          {primary && (
            <span className="rounded-full border border-border bg-background px-2.5 py-0.5 font-medium text-xs">
              {familyName(primary)}
            </span>
          )}
        </div>
        {other !== undefined && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{otherFamily}:</span>
            {other ? (
              <>
                <span className="break-all font-mono">{other.ip}</span>
                <CopyButton
                  value={other.ip}
                  iconOnly
                  label={t('hero.copyOther', { family: otherFamily })}
                  copiedMessage={t('copied')}
                  failedMessage={t('copyFailed')}
                />
              </>
            ) : (
              <span className="text-muted-foreground">{t('hero.noOther', { family: otherFamily })}</span>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void load()} disabled={isLoading}>
            <RotateCwIcon
              aria-hidden="true"
              className={isLoading ? 'animate-spin motion-reduce:animate-none' : undefined}
            />
            {t('hero.refresh')}
          </Button>
          <CopyButton
            value={primary?.ip ?? ''}
            label={t('hero.copy')}
            copiedMessage={t('copied')}
            failedMessage={t('copyFailed')}
          />
        </div>
        <p role="status" className="sr-only">
          {isLoading
            ? t('hero.loading')
            : primary
              ? t('hero.announce', { ip: primary.ip })
              : t('errors.fetchError')}
        </p>
      </section>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-card border border-border bg-card p-4">
            <dt className="text-muted-foreground text-sm">{tile.label}</dt>
            <dd className="mt-1 break-words font-semibold">
              <TileValue value={tile.value} unknown={t('tiles.unknown')} />
            </dd>
          </div>
        ))}
      </dl>

      <p className="text-muted-foreground text-sm">
        {t('source.privacy')}{' '}
        <a
          className="font-medium text-primary underline underline-offset-4"
          href="https://db-ip.com"
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('source.dbip')}
        </a>
        {t('source.asn')}
      </p>

      <section aria-labelledby="ip-about-title" className="space-y-3">
        <h2 id="ip-about-title" className="font-semibold text-lg">
          {t('about.title')}
        </h2>
        <p className="text-muted-foreground">{t('about.text')}</p>
        <h3 className="font-semibold">{t('faq.title')}</h3>
        <div className="divide-y divide-border rounded-card border border-border">
          {FAQ_KEYS.map((key) => (
            <details key={key} className="group px-4 py-3">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-medium">
                {t(`faq.${key}.question`)}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-2 text-muted-foreground">{t(`faq.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
