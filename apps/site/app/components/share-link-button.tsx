import { copyText } from '@toolbox/kit/clipboard';
import { toast } from '@toolbox/ui/toast';
import type { ShareSource } from '@toolbox/ui/tool-host';
import { Link2 } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Copy link" in a sharing tool's header: the tool's current text and settings, deflated into the
 * link's fragment (never sent to a server). Too much text for a link gets a notice instead.
 */
export function ShareLinkButton({ source }: { source: RefObject<ShareSource | undefined> }) {
  const { t, i18n } = useTranslation();

  async function copyLink() {
    const state = source.current?.getState();
    if (state === undefined) return; // the tool has not hydrated yet: nothing of the visitor's to share
    // Loaded on the press: the encoder is not part of the page until someone shares.
    const { buildShareLink, MAX_SHARE_LINK_LENGTH } = await import('@toolbox/kit/share-state');
    const link = await buildShareLink({ pageUrl: window.location.href, state });
    if (link.ok) {
      if (await copyText(link.url)) toast.success(t('tool.shareCopied'));
      else toast.error(t('tool.shareCopyFailed'));
      return;
    }
    const format = new Intl.NumberFormat(i18n.language);
    toast.error(
      t('tool.shareTooLarge', {
        length: format.format(link.length),
        limit: format.format(MAX_SHARE_LINK_LENGTH),
      }),
    );
  }

  return (
    <button
      type="button"
      onClick={() => void copyLink()}
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-md border border-border px-2.5 text-sm hover:bg-muted sm:px-3"
    >
      <Link2 aria-hidden className="size-4" />
      <span className="max-sm:sr-only">{t('tool.shareLink')}</span>
    </button>
  );
}
