import { CENTRE, DEFAULT_DESIGN, type IconDesign, normalise } from './design';

/**
 * Templates (CONTEXT.md Rules: Templates): the built-in ones, partial designs in six categories,
 * and the user's own, whole designs saved with a name.
 */

export const TEMPLATE_CATEGORIES = ['gradient', 'minimal', 'badge', 'outline', 'shadow', 'text'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface BuiltInTemplate {
  /** Also the key of its name in the locales (`templates.names.<id>`). */
  id: string;
  category: TemplateCategory;
  design: Partial<IconDesign>;
}

const gradient = (start: string, end: string, angle = 45): Partial<IconDesign> => ({
  backgroundGradientEnabled: true,
  backgroundGradientStart: start,
  backgroundGradientEnd: end,
  backgroundGradientAngle: angle,
});
const shadow = (color = '#000000', opacity = 30): Partial<IconDesign> => ({
  showShadow: true,
  shadowOffsetX: 0,
  shadowOffsetY: 6,
  shadowBlur: 12,
  shadowColor: color,
  shadowOpacity: opacity,
});

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  { id: 'ocean', category: 'gradient', design: { ...gradient('#60a5fa', '#2563eb'), text: 'O' } },
  { id: 'sunset', category: 'gradient', design: { ...gradient('#fb923c', '#db2777', 135), text: 'S' } },
  {
    id: 'forest',
    category: 'gradient',
    design: {
      ...gradient('#4ade80', '#15803d', 90),
      backgroundShape: 'rounded',
      borderRadius: 48,
      text: 'F',
    },
  },
  {
    id: 'grape',
    category: 'gradient',
    design: { ...gradient('#c084fc', '#6d28d9', 180), backgroundShape: 'square', text: 'G' },
  },
  {
    id: 'peach',
    category: 'gradient',
    design: { ...gradient('#fde68a', '#f97316', 45), textColor: '#7c2d12', text: 'P' },
  },
  {
    id: 'midnight',
    category: 'gradient',
    design: {
      ...gradient('#1e293b', '#4f46e5', 160),
      backgroundShape: 'rounded',
      borderRadius: 64,
      showIcon: true,
      selectedIcon: 'lucide:moon',
      showText: false,
    },
  },
  {
    id: 'mono',
    category: 'minimal',
    design: { backgroundColor: '#111827', backgroundShape: 'square', text: 'M', fontWeight: 500 },
  },
  {
    id: 'paper',
    category: 'minimal',
    design: {
      backgroundColor: '#f9fafb',
      textColor: '#111827',
      backgroundShape: 'rounded',
      borderRadius: 32,
      text: 'P',
      fontWeight: 400,
    },
  },
  {
    id: 'dot',
    category: 'minimal',
    design: {
      backgroundColor: '#ef4444',
      backgroundShape: 'circle',
      showText: false,
      showIcon: true,
      selectedIcon: 'lucide:circle',
      iconSize: 40,
    },
  },
  {
    id: 'bare',
    category: 'minimal',
    design: { backgroundShape: 'none', textColor: '#2563eb', text: 'Aa', fontWeight: 900, fontSize: 96 },
  },
  {
    id: 'sky',
    category: 'minimal',
    design: {
      backgroundColor: '#0ea5e9',
      backgroundShape: 'circle',
      showText: false,
      showIcon: true,
      selectedIcon: 'lucide:cloud',
      iconSize: 96,
    },
  },
  {
    id: 'star',
    category: 'badge',
    design: {
      backgroundColor: '#f59e0b',
      borderWidth: 6,
      borderColor: '#ffffff',
      showText: false,
      showIcon: true,
      selectedIcon: 'lucide:star',
      iconSize: 96,
    },
  },
  {
    id: 'check',
    category: 'badge',
    design: {
      backgroundColor: '#16a34a',
      borderWidth: 8,
      borderColor: '#bbf7d0',
      showText: false,
      showIcon: true,
      selectedIcon: 'lucide:check',
      iconSize: 104,
    },
  },
  {
    id: 'heart',
    category: 'badge',
    design: {
      backgroundColor: '#e11d48',
      backgroundShape: 'rounded',
      borderRadius: 56,
      showText: false,
      showIcon: true,
      selectedIcon: 'lucide:heart',
      iconSize: 96,
    },
  },
  {
    id: 'number',
    category: 'badge',
    design: {
      backgroundColor: '#7c3aed',
      borderWidth: 10,
      borderColor: '#ddd6fe',
      text: '1',
      fontSize: 112,
      fontWeight: 900,
    },
  },
  {
    id: 'new',
    category: 'badge',
    design: {
      backgroundColor: '#dc2626',
      backgroundShape: 'rounded',
      borderRadius: 40,
      text: 'NEW',
      fontSize: 72,
      fontWeight: 900,
    },
  },
  {
    id: 'ring',
    category: 'outline',
    design: {
      backgroundColor: '#ffffff',
      backgroundOpacity: 0,
      borderWidth: 12,
      borderColor: '#2563eb',
      textColor: '#2563eb',
      text: 'R',
    },
  },
  {
    id: 'frame',
    category: 'outline',
    design: {
      backgroundShape: 'square',
      backgroundColor: '#ffffff',
      borderWidth: 16,
      borderColor: '#111827',
      textColor: '#111827',
      text: 'F',
      fontWeight: 900,
    },
  },
  {
    id: 'tile',
    category: 'outline',
    design: {
      backgroundShape: 'rounded',
      borderRadius: 48,
      backgroundColor: '#ecfeff',
      borderWidth: 8,
      borderColor: '#0891b2',
      showText: false,
      showIcon: true,
      selectedIcon: 'lucide:zap',
      iconColor: '#0891b2',
      iconSize: 96,
    },
  },
  { id: 'lift', category: 'shadow', design: { ...shadow(), backgroundColor: '#2563eb', text: 'L' } },
  {
    id: 'glow',
    category: 'shadow',
    design: {
      ...shadow('#a855f7', 60),
      backgroundColor: '#7c3aed',
      shadowOffsetY: 0,
      shadowBlur: 24,
      text: 'G',
    },
  },
  {
    id: 'card',
    category: 'shadow',
    design: {
      ...shadow(),
      backgroundShape: 'rounded',
      borderRadius: 40,
      backgroundColor: '#ffffff',
      textColor: '#0f172a',
      text: 'C',
    },
  },
  {
    id: 'initials',
    category: 'text',
    design: { text: 'AB', fontSize: 96, font: 'Montserrat', fontWeight: 700 },
  },
  {
    id: 'monogram',
    category: 'text',
    design: {
      text: 'M',
      font: 'Poppins',
      fontSize: 128,
      fontWeight: 900,
      backgroundShape: 'square',
      backgroundColor: '#0f172a',
      textColor: '#facc15',
    },
  },
  {
    id: 'chinese',
    category: 'text',
    design: {
      text: '字',
      fontSize: 120,
      backgroundColor: '#b91c1c',
      backgroundShape: 'rounded',
      borderRadius: 32,
      textColor: '#fef3c7',
    },
  },
];

/**
 * Applies a template: the defaults at the current canvas size, text and icon back in the centre,
 * then the template over them. With the icon off, no icon stays chosen; with no shape, the
 * background is transparent unless the template says otherwise.
 */
export function applyTemplate(current: IconDesign, template: Partial<IconDesign>): IconDesign {
  const next: IconDesign = {
    ...DEFAULT_DESIGN,
    canvasSize: current.canvasSize,
    textPosition: CENTRE,
    iconPosition: CENTRE,
    ...template,
  };
  if (!next.showIcon) next.selectedIcon = null;
  if (next.backgroundShape === 'none' && template.backgroundOpacity === undefined) next.backgroundOpacity = 0;
  return normalise(next);
}

export const SAVED_TEMPLATES_LIMIT = 50;

export interface SavedTemplate {
  id: string;
  name: string;
  design: IconDesign;
  createdAt: number;
}

export type SaveTemplateResult =
  | { ok: true; templates: SavedTemplate[] }
  | { ok: false; reason: 'full' | 'noName' };

/** Saves the design under `name`, newest first; at most 50 (the 51st is refused, none is dropped). */
export function saveTemplate(
  templates: readonly SavedTemplate[],
  entry: { id: string; name: string; design: IconDesign; createdAt: number },
): SaveTemplateResult {
  const name = entry.name.trim();
  if (name === '') return { ok: false, reason: 'noName' };
  if (templates.length >= SAVED_TEMPLATES_LIMIT) return { ok: false, reason: 'full' };
  return { ok: true, templates: [{ ...entry, name, design: { ...entry.design } }, ...templates] };
}

export function removeTemplate(templates: readonly SavedTemplate[], id: string): SavedTemplate[] {
  return templates.filter((template) => template.id !== id);
}
