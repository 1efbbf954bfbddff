import { useId, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_PRESETS } from '../core/convert';
import { FORMAT_TOKENS } from '../core/date-format';
import { formatOffset, listTimeZones, offsetAt } from '../core/time-zone';
import { FIELD_CLASS } from './styles';

export const CUSTOM_FORMAT = 'custom';

const subscribeNever = () => () => {};

/**
 * False on the server and while hydrating, true after: the full zone list comes from the runtime's
 * time-zone data, which differs between the server's Node and the visitor's browser, so it is
 * listed only once the page runs in the browser (no hydration mismatch).
 */
function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

interface SettingsPanelProps {
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  /** A preset pattern or CUSTOM_FORMAT. */
  formatChoice: string;
  onFormatChoiceChange: (choice: string) => void;
  customFormat: string;
  onCustomFormatChange: (pattern: string) => void;
}

/**
 * Time zone and format. Native selects on purpose: the zone list has over 400 entries, and a
 * native list gives type-to-find, the phone's own picker and no virtualisation work.
 */
export function SettingsPanel(props: SettingsPanelProps) {
  const { t } = useTranslation('time-converter');
  const zoneId = useId();
  const formatId = useId();
  const customId = useId();
  const helpId = useId();
  const isBrowser = useIsBrowser();
  const zones = useMemo(() => {
    const listed = listTimeZones({ extra: props.timeZone });
    const common = listed.common;
    const others = isBrowser ? listed.others : listed.others.filter((zone) => zone === props.timeZone);
    const now = Date.now();
    const label = (zone: string) =>
      `${zone} (UTC${formatOffset({ offsetMs: offsetAt({ ms: now, timeZone: zone }) })})`;
    return {
      common: common.map((zone) => ({ zone, label: label(zone) })),
      others: others.map((zone) => ({ zone, label: label(zone) })),
    };
  }, [props.timeZone, isBrowser]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1">
        <label htmlFor={zoneId} className="font-medium text-sm">
          {t('settings.timeZone')}
        </label>
        <select
          id={zoneId}
          className={FIELD_CLASS}
          value={props.timeZone}
          onChange={(event) => props.onTimeZoneChange(event.target.value)}
        >
          <optgroup label={t('settings.commonZones')}>
            {zones.common.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('settings.allZones')}>
            {zones.others.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={formatId} className="font-medium text-sm">
          {t('settings.format')}
        </label>
        <select
          id={formatId}
          className={FIELD_CLASS}
          value={props.formatChoice}
          onChange={(event) => props.onFormatChoiceChange(event.target.value)}
        >
          {FORMAT_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
          <option value={CUSTOM_FORMAT}>{t('settings.custom')}</option>
        </select>
      </div>
      {props.formatChoice === CUSTOM_FORMAT && (
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor={customId} className="font-medium text-sm">
            {t('settings.customFormat')}
          </label>
          <input
            id={customId}
            className={`${FIELD_CLASS} font-mono`}
            value={props.customFormat}
            onChange={(event) => props.onCustomFormatChange(event.target.value)}
            placeholder={FORMAT_PRESETS[0]}
            aria-describedby={helpId}
            spellCheck={false}
            autoComplete="off"
          />
          <p id={helpId} className="text-muted-foreground text-xs">
            {t('settings.tokenHelp', { tokens: FORMAT_TOKENS.join(' ') })}
          </p>
        </div>
      )}
    </div>
  );
}
