import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { RangeField } from '@toolbox/ui/range-field';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BORDER_RADIUS,
  BORDER_WIDTH,
  CANVAS_SIZE,
  cutText,
  FONT_WEIGHTS,
  FONTS,
  type FontWeight,
  fontSizeRange,
  GRADIENT_ANGLE,
  type IconDesign,
  type IconFont,
  iconSizeRange,
  OPACITY,
  readHexColor,
  SHADOW_BLUR,
  SHADOW_OFFSET,
  SHAPES,
} from '../core/design';

type Change = (patch: Partial<IconDesign>) => void;

/** The icon library's picker loads when the icon is switched on. */
const IconPicker = lazy(() => import('./icon-picker').then((module) => ({ default: module.IconPicker })));

/** A colour: the browser's chooser, and a hex field read as typed (3 or 6 digits, # optional). */
function ColorField({
  label,
  value,
  onValue,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation('icon-maker');
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const full = value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
  return (
    <div className="flex items-end gap-2">
      <input
        type="color"
        value={full}
        aria-label={t('design.choose', { what: label })}
        onChange={(event) => onValue(event.target.value)}
        className="h-9 w-12 shrink-0 cursor-pointer rounded border border-border bg-background"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <Input
          id={id}
          value={draft}
          className="font-mono"
          onChange={(event) => {
            setDraft(event.target.value);
            const color = readHexColor(event.target.value);
            if (color) onValue(color);
          }}
          onBlur={() => setDraft(value)}
        />
      </div>
    </div>
  );
}

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-border p-3">
      <h3 id={id} className="font-semibold text-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The design tab: text, style and icon sections (CONTEXT.md Rules: Design). */
export function DesignPanel({ design, onChange }: { design: IconDesign; onChange: Change }) {
  const { t } = useTranslation('icon-maker');
  const textId = useId();
  const fontId = useId();
  const fonts = fontSizeRange(design.canvasSize);
  const icons = iconSizeRange(design.canvasSize);
  const percent = (value: number) => `${Math.round(value)}%`;
  return (
    <div className="space-y-3">
      <Section title={t('design.text')}>
        <Switch
          label={t('design.showText')}
          checked={design.showText}
          onChange={(showText) => onChange({ showText })}
        />
        <div className="space-y-1">
          <label htmlFor={textId} className="font-medium text-sm">
            {t('design.content')}
          </label>
          <Input
            id={textId}
            value={design.text}
            onChange={(event) => onChange({ text: cutText(event.target.value) })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={fontId} className="font-medium text-sm">
            {t('design.font')}
          </label>
          <NativeSelect<IconFont>
            id={fontId}
            value={design.font}
            onValueChange={(font) => onChange({ font })}
            options={FONTS.map((font) => ({ value: font, label: font }))}
          />
        </div>
        <SegmentedControl
          label={t('design.weight')}
          value={String(design.fontWeight)}
          onValueChange={(weight) => onChange({ fontWeight: Number(weight) as FontWeight })}
          options={FONT_WEIGHTS.map((weight) => ({ value: String(weight), label: t(`weights.${weight}`) }))}
        />
        <RangeField
          label={t('design.fontSize')}
          value={design.fontSize}
          {...fonts}
          valueText={`${design.fontSize} px`}
          onValueChange={(fontSize) => onChange({ fontSize })}
        />
        <ColorField
          label={t('design.textColor')}
          value={design.textColor}
          onValue={(textColor) => onChange({ textColor })}
        />
        <RangeField
          label={t('design.textOpacity')}
          value={design.textOpacity}
          {...OPACITY}
          valueText={percent(design.textOpacity)}
          onValueChange={(textOpacity) => onChange({ textOpacity })}
        />
      </Section>

      <Section title={t('design.style')}>
        <SegmentedControl
          label={t('design.shape')}
          value={design.backgroundShape}
          onValueChange={(backgroundShape) => onChange({ backgroundShape })}
          options={SHAPES.map((shape) => ({ value: shape, label: t(`shapes.${shape}`) }))}
        />
        {design.backgroundShape !== 'none' && (
          <>
            <Switch
              label={t('design.gradient')}
              checked={design.backgroundGradientEnabled}
              onChange={(backgroundGradientEnabled) => onChange({ backgroundGradientEnabled })}
            />
            {design.backgroundGradientEnabled ? (
              <>
                <ColorField
                  label={t('design.gradientStart')}
                  value={design.backgroundGradientStart}
                  onValue={(backgroundGradientStart) => onChange({ backgroundGradientStart })}
                />
                <ColorField
                  label={t('design.gradientEnd')}
                  value={design.backgroundGradientEnd}
                  onValue={(backgroundGradientEnd) => onChange({ backgroundGradientEnd })}
                />
                <RangeField
                  label={t('design.gradientAngle')}
                  value={design.backgroundGradientAngle}
                  {...GRADIENT_ANGLE}
                  valueText={`${design.backgroundGradientAngle}°`}
                  onValueChange={(backgroundGradientAngle) => onChange({ backgroundGradientAngle })}
                />
              </>
            ) : (
              <ColorField
                label={t('design.background')}
                value={design.backgroundColor}
                onValue={(backgroundColor) => onChange({ backgroundColor })}
              />
            )}
            <RangeField
              label={t('design.backgroundOpacity')}
              value={design.backgroundOpacity}
              {...OPACITY}
              valueText={percent(design.backgroundOpacity)}
              onValueChange={(backgroundOpacity) => onChange({ backgroundOpacity })}
            />
            {design.backgroundShape === 'rounded' && (
              <RangeField
                label={t('design.radius')}
                value={design.borderRadius}
                {...BORDER_RADIUS}
                valueText={`${design.borderRadius} px`}
                onValueChange={(borderRadius) => onChange({ borderRadius })}
              />
            )}
            <RangeField
              label={t('design.borderWidth')}
              value={design.borderWidth}
              {...BORDER_WIDTH}
              valueText={`${design.borderWidth} px`}
              onValueChange={(borderWidth) => onChange({ borderWidth })}
            />
            {design.borderWidth > 0 && (
              <ColorField
                label={t('design.borderColor')}
                value={design.borderColor}
                onValue={(borderColor) => onChange({ borderColor })}
              />
            )}
            <Switch
              label={t('design.shadow')}
              checked={design.showShadow}
              onChange={(showShadow) => onChange({ showShadow })}
            />
            {design.showShadow && (
              <>
                <RangeField
                  label={t('design.shadowX')}
                  value={design.shadowOffsetX}
                  {...SHADOW_OFFSET}
                  valueText={`${design.shadowOffsetX} px`}
                  onValueChange={(shadowOffsetX) => onChange({ shadowOffsetX })}
                />
                <RangeField
                  label={t('design.shadowY')}
                  value={design.shadowOffsetY}
                  {...SHADOW_OFFSET}
                  valueText={`${design.shadowOffsetY} px`}
                  onValueChange={(shadowOffsetY) => onChange({ shadowOffsetY })}
                />
                <RangeField
                  label={t('design.shadowBlur')}
                  value={design.shadowBlur}
                  {...SHADOW_BLUR}
                  valueText={`${design.shadowBlur} px`}
                  onValueChange={(shadowBlur) => onChange({ shadowBlur })}
                />
                <ColorField
                  label={t('design.shadowColor')}
                  value={design.shadowColor}
                  onValue={(shadowColor) => onChange({ shadowColor })}
                />
                <RangeField
                  label={t('design.shadowOpacity')}
                  value={design.shadowOpacity}
                  {...OPACITY}
                  valueText={percent(design.shadowOpacity)}
                  onValueChange={(shadowOpacity) => onChange({ shadowOpacity })}
                />
              </>
            )}
          </>
        )}
        <RangeField
          label={t('design.canvasSize')}
          value={design.canvasSize}
          min={CANVAS_SIZE.min}
          max={CANVAS_SIZE.max}
          step={CANVAS_SIZE.step}
          valueText={`${design.canvasSize} px`}
          onValueChange={(canvasSize) => onChange({ canvasSize })}
        />
      </Section>

      <Section title={t('design.icon')}>
        <Switch
          label={t('design.showIcon')}
          checked={design.showIcon}
          onChange={(showIcon) => onChange({ showIcon })}
        />
        {design.showIcon && (
          <>
            <Suspense fallback={<p className="text-muted-foreground text-sm">{t('icons.loading')}</p>}>
              <IconPicker
                selected={design.selectedIcon}
                onSelect={(selectedIcon) => onChange({ selectedIcon })}
              />
            </Suspense>
            <RangeField
              label={t('design.iconSize')}
              value={design.iconSize}
              {...icons}
              valueText={`${design.iconSize} px`}
              onValueChange={(iconSize) => onChange({ iconSize })}
            />
            <ColorField
              label={t('design.iconColor')}
              value={design.iconColor}
              onValue={(iconColor) => onChange({ iconColor })}
            />
            <RangeField
              label={t('design.iconOpacity')}
              value={design.iconOpacity}
              {...OPACITY}
              valueText={percent(design.iconOpacity)}
              onValueChange={(iconOpacity) => onChange({ iconOpacity })}
            />
          </>
        )}
      </Section>
    </div>
  );
}
