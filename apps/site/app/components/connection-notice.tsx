import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SERVER_TOOLS } from '#app/lib/connection';

/**
 * Says that the tool (or which of its features) needs a connection, instead of letting its requests
 * fail unexplained. The tool page renders it on a server tool while the browser is offline (and
 * loads it only then: `OfflineNotice` in connection.ts).
 */
export default function ConnectionNotice({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const needs = SERVER_TOOLS[toolId];
  if (!needs) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-border bg-muted px-4 py-3 text-sm"
    >
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {needs === 'all'
          ? t('offline.needsConnection')
          : t('offline.partlyNeedsConnection', { feature: t(`offline.features.${needs}`) })}
      </span>
    </p>
  );
}
