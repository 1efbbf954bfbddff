import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SmartPasteInput } from './smart-paste-input';
import { ToolIcon } from './tool-icon';
import { useSuggestions } from './use-suggestions';

/** The home page's offer for a pasted or dropped input; loaded with the first paste. */
export default function SmartPasteSuggestions({
  input,
  onDismiss,
}: {
  input: SmartPasteInput;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { suggestions, summary, open } = useSuggestions(input);
  return (
    <div role="status" className="mt-3 space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          {suggestions.length > 0
            ? t('smartPaste.detected', { summary: summary() })
            : t('smartPaste.noTool', { summary: summary() })}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('smartPaste.dismiss')}
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.tool.id}>
              <button
                type="button"
                onClick={() => open(suggestion)}
                className="inline-flex items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm hover:border-primary"
              >
                <ToolIcon name={suggestion.tool.icon} className="size-4 text-primary" />
                {t('smartPaste.openIn', { name: suggestion.tool.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
