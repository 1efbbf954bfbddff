import { formatBytes, utf8ByteLength } from '@toolbox/kit/bytes';
import { localizePath } from '@toolbox/kit/link';
import { deliverTo } from '@toolbox/kit/shelf';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detectedKind, type Suggestion, suggestTools } from '#app/lib/hand-off';
import { useRootData } from '#app/lib/root-data';
import type { SmartPasteInput } from './smart-paste-input';

/**
 * What smart paste offers for `input`: the tools that take it, best first; its summary ("JSON ·
 * 2.1 KB", "PDF × 2"); and opening one, the input waiting on the shelf for the chosen tool. Only
 * the lazily loaded parts (the palette, the home page's suggestions) use it.
 */
export function useSuggestions(input: SmartPasteInput | undefined) {
  const { catalog, locale } = useRootData();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const suggestions = input ? suggestTools(catalog, input) : [];

  function summary(): string {
    if (!input) return '';
    const kind = t(`smartPaste.formats.${detectedKind(input)}`);
    if ('files' in input) return t('smartPaste.files', { kind, count: input.files.length });
    return t('smartPaste.text', { kind, size: formatBytes(utf8ByteLength(input.text)) });
  }

  function open(suggestion: Suggestion) {
    deliverTo(suggestion.tool.id, suggestion.items);
    navigate(localizePath(`/tool/${suggestion.tool.id}`, locale));
  }
  return { suggestions, summary, open };
}
