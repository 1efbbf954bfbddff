import { useTranslation } from 'react-i18next';
import { DEFAULT_DESIGN } from '../core/design';
import { renderSvg } from '../core/render';

/**
 * The icon maker's page is being built (CONTEXT.md); until then the package is private and not on
 * the site. This shows the default design's background through the SVG writer the export will use.
 */
export default function IconMakerTool() {
  const { t } = useTranslation('icon-maker');
  const svg = renderSvg({ ...DEFAULT_DESIGN, showText: false }, { exportSize: 128 });
  return (
    <img src={`data:image/svg+xml,${encodeURIComponent(svg)}`} alt={t('preview')} width={128} height={128} />
  );
}
