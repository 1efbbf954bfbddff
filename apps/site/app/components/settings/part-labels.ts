import { useTranslation } from 'react-i18next';
import { useRootData } from '#app/lib/root-data';

/**
 * A part's name for the visitor: a database by its own label, a localStorage namespace by the
 * site's label or its tool's name (a namespace is a tool id).
 */
export function usePartLabel() {
  const { t } = useTranslation();
  const { catalog } = useRootData();
  return ({ id, namespace }: { id: string; namespace?: string }): string => {
    if (namespace === undefined) return t(`settingsPage.parts.${id}`, { defaultValue: id });
    if (namespace === 'site') return t('settingsPage.parts.site');
    const tool = catalog.find((entry) => entry.id === namespace);
    return tool
      ? t('settingsPage.parts.toolSettings', { name: tool.name })
      : t('settingsPage.parts.otherSettings', { namespace });
  };
}
