import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, evaluated in the page (through the debugger, so the site's CSP allows it). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  id: string;
  impact: AxeImpact | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary: string }[];
}

/** What the project's gate fails on. */
export const BLOCKING_IMPACTS: readonly AxeImpact[] = ['serious', 'critical'];

/** How long to wait for finite animations (a toast fading in, a theme's colours easing) to end. */
const SETTLE_TIMEOUT_MS = 5000;

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page once its finite
 * animations and transitions have ended (axe measures the colours it sees: a toast half faded in
 * read 1.57:1), and returns the violations of the given impacts, serious and critical by default.
 * Endless animations (spinners) are not waited for.
 */
export async function findAccessibilityViolations(
  page: Page,
  { impacts = BLOCKING_IMPACTS }: { impacts?: readonly AxeImpact[] } = {},
): Promise<AxeViolation[]> {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        html: node.html,
        failureSummary: node.failureSummary ?? '',
      })),
    }));
  });
  return (violations as AxeViolation[]).filter(
    (violation) => violation.impact !== null && impacts.includes(violation.impact),
  );
}

/** One readable block per violation: rule, impact, help, then each element and why it fails. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map(
          (node) =>
            `  ${node.target.join(' ')}\n    ${node.html.slice(0, 200)}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits the viewport's width. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The page as it is now, on a phone: serious or critical axe violations and sideways scrolling, as
 * one readable text, empty when there are none (`expect(await pageProblems(page)).toBe('')`).
 */
export async function pageProblems(page: Page): Promise<string> {
  const violations = await findAccessibilityViolations(page);
  const overflow = await sidewaysScroll(page);
  return [
    violations.length > 0 ? formatViolations(violations) : '',
    overflow > 0 ? `scrolls sideways by ${overflow} px` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
