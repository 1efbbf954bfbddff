/** Words for numbers the card view shows (CONTEXT.md Rules: Labels). */

export type RelationLabel = 'ally' | 'friendly' | 'neutral' | 'hostile' | 'nemesis';

/** A relation or reputation: above 50 ally, above 0 friendly, 0 neutral, above −50 hostile, else nemesis. */
export function relationLabel(value: number): RelationLabel {
  if (value > 50) return 'ally';
  if (value > 0) return 'friendly';
  if (value === 0) return 'neutral';
  if (value > -50) return 'hostile';
  return 'nemesis';
}

export type TensionLabel = 'veryTense' | 'slightlyTense' | 'balanced' | 'slightlyCalm' | 'veryCalm';

/**
 * A CoreConcept's tension: above 5 very tense, above 0 slightly tense, 0 balanced, above −5
 * slightly calm, −5 and below very calm.
 */
export function tensionLabel(value: number): TensionLabel {
  if (value > 5) return 'veryTense';
  if (value > 0) return 'slightlyTense';
  if (value === 0) return 'balanced';
  if (value > -5) return 'slightlyCalm';
  return 'veryCalm';
}

/** Progress bars and theme-vector bars: 10 % of the width per unit, held to 0–100 %. */
export function barPercent(value: number): number {
  return Math.min(100, Math.max(0, value * 10));
}

/** A slot's count badge: the number, or "3+" above 3. */
export function slotBadge(count: number): string {
  return count > 3 ? '3+' : String(count);
}
