import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BREAK_MINUTES, MAX_LONG_BREAK_INTERVAL } from '../core/constants';
import { normalizeSettings, type PomodoroSettings } from '../core/settings';
import type { NotificationState } from './browser-effects';
import { inputClassName } from './field-styles';

type NumberKey = 'shortBreakMin' | 'longBreakMin' | 'interval';
type FlagKey = 'autoStartNext' | 'soundEnabled' | 'notifyEnabled';

function NumberSetting({
  label,
  value,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  max: number;
  onCommit(value: string): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        className={`${inputClassName} w-20`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => onCommit(draft)}
        onKeyDown={(event) => {
          // Plain Enter: minutes are typed without an input method's composition in Chinese, and this
          // page sits on its script budget (the shared key check would add 0.1 KB).
          if (event.key === 'Enter') onCommit(draft);
        }}
      />
    </div>
  );
}

/** Break lengths and interval (whole, at least 1, applied on blur or Enter) and the three switches. */
export function SettingsPanel({
  settings,
  notification,
  onChange,
  onRequestNotifications,
}: {
  settings: PomodoroSettings;
  notification: NotificationState;
  onChange(settings: PomodoroSettings): void;
  onRequestNotifications(): void;
}) {
  const { t } = useTranslation('pomodoro');
  const commitNumber = (key: NumberKey, raw: string) => {
    const next = normalizeSettings({ ...settings, [key]: raw });
    // Always write back, so a cleared or out-of-range field shows the clamped value again.
    onChange(next);
  };
  const flag = (key: FlagKey, label: string) => (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={settings[key]}
        onChange={(event) => {
          onChange({ ...settings, [key]: event.target.checked });
          if (key === 'notifyEnabled' && event.target.checked) onRequestNotifications();
        }}
      />
      {label}
    </label>
  );

  return (
    <section aria-labelledby="pomodoro-settings-title" className="space-y-3 border-border border-t pt-4">
      <h3 id="pomodoro-settings-title" className="font-semibold">
        {t('settings.title')}
      </h3>
      <NumberSetting
        label={t('settings.shortBreak')}
        value={settings.shortBreakMin}
        max={MAX_BREAK_MINUTES}
        onCommit={(raw) => commitNumber('shortBreakMin', raw)}
      />
      <NumberSetting
        label={t('settings.longBreak')}
        value={settings.longBreakMin}
        max={MAX_BREAK_MINUTES}
        onCommit={(raw) => commitNumber('longBreakMin', raw)}
      />
      <NumberSetting
        label={t('settings.interval')}
        value={settings.interval}
        max={MAX_LONG_BREAK_INTERVAL}
        onCommit={(raw) => commitNumber('interval', raw)}
      />
      {flag('autoStartNext', t('settings.autoStartNext'))}
      {flag('soundEnabled', t('settings.sound'))}
      {flag('notifyEnabled', t('settings.notify'))}
      {settings.notifyEnabled && notification === 'denied' && (
        <p className="text-muted-foreground text-xs">{t('settings.notifyDenied')}</p>
      )}
      {settings.notifyEnabled && notification === 'unsupported' && (
        <p className="text-muted-foreground text-xs">{t('settings.notifyUnsupported')}</p>
      )}
      {settings.notifyEnabled && notification === 'default' && (
        <button
          type="button"
          className="text-primary text-sm underline-offset-4 hover:underline"
          onClick={onRequestNotifications}
        >
          {t('settings.notifyAsk')}
        </button>
      )}
    </section>
  );
}
