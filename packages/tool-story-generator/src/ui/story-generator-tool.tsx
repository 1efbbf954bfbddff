import { useTranslation } from 'react-i18next';

/**
 * The story-world builder (CONTEXT.md). Being built: the repository and editor tabs come next;
 * this package is not registered on the site until they work.
 */
export default function StoryGeneratorTool() {
  const { t } = useTranslation('story-generator');
  return <h2 className="font-semibold text-lg">{t('meta.name')}</h2>;
}
