import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import { useToolHost } from './tool-host';

export interface ShareableStateOptions<State> {
  /** The state "Copy link" puts in the link: text and settings, never a password or key. */
  state: State;
  /** Checks what a link carried (it may be old, edited or damaged): the state, or undefined. */
  parse: (raw: unknown) => State | undefined;
  /**
   * Puts a link's state on screen. Return `false` when the tool asks the visitor first (it would
   * replace work of theirs): the page then says nothing, and the tool says what happened.
   */
  restore: (state: State) => unknown;
}

/**
 * Shareable state for a tool whose manifest says `share: true`: registers the state the page's
 * "Copy link" shares, and restores a link's state when the page opens with one (or another link is
 * pasted into this tab). The fragment is then taken out of the address bar, so a reload keeps what
 * the visitor did since instead of going back to the link.
 */
export function useShareableState<State>({ state, parse, restore }: ShareableStateOptions<State>) {
  const host = useToolHost();
  const { t } = useTranslation('ui');
  const latest = useRef({ state, parse, restore });
  latest.current = { state, parse, restore };
  const setShareSource = host?.setShareSource;

  useEffect(() => {
    if (!setShareSource) return;
    setShareSource({ getState: () => latest.current.state });
    return () => setShareSource(undefined);
  }, [setShareSource]);

  useEffect(() => {
    if (!host) return;
    let isCurrent = true;
    async function restoreFromLink() {
      if (!/[#&]s=/.test(window.location.hash)) return;
      // The decoder loads only when the page opens with a link's state.
      const { decodeShareState, readSharePayload } = await import('@toolbox/kit/share-state');
      const payload = readSharePayload(window.location.hash);
      if (!payload) return;
      const raw = await decodeShareState(payload);
      if (!isCurrent) return;
      const shared = raw === undefined ? undefined : latest.current.parse(raw);
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      if (shared === undefined) {
        toast.error(t('shareLink.damaged'));
        return;
      }
      if (latest.current.restore(shared) !== false) toast.success(t('shareLink.restored'));
    }
    void restoreFromLink();
    const onHashChange = () => void restoreFromLink();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      isCurrent = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [host, t]);
}
