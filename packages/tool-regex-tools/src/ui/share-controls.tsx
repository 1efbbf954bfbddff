import { Button } from '@toolbox/ui/button';
import { useCopyToClipboard } from '@toolbox/ui/copy-button';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeShareHash, type SharedState } from '../core/share';

/**
 * Puts the state in the address bar's hash (never sent to a server) and copies the link. The text
 * is included by default; the switch leaves it out, for private text.
 */
export function ShareControls({ state }: { state: SharedState }) {
  const { t } = useTranslation('regex-tools');
  const checkboxId = useId();
  const [includeText, setIncludeText] = useState(true);
  const copy = useCopyToClipboard({ copiedMessage: t('share.copied'), failedMessage: t('share.copyFailed') });

  async function handleShare() {
    const hash = encodeShareHash({ state, includeText });
    window.history.replaceState(window.history.state, '', hash);
    await copy(window.location.href);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={includeText}
          onChange={(event) => setIncludeText(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm">
          {t('share.includeText')}
        </label>
      </div>
      <Button variant="outline" size="sm" onClick={handleShare} disabled={state.pattern === ''}>
        <Link2 aria-hidden className="size-4" />
        {t('share.copy')}
      </Button>
    </div>
  );
}
