import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { HotBadge } from './hot-badge';

describe('HotBadge', () => {
  it('dot: shows no text but names itself for screen readers', () => {
    const { container } = renderWithI18n(<HotBadge variant="dot" />);
    const label = screen.getByText('Hot');
    expect(label).toHaveClass('sr-only');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('minimal: the word HOT without an icon', () => {
    const { container } = renderWithI18n(<HotBadge variant="minimal" />);
    expect(screen.getByText('HOT')).toBeVisible();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('full: a hidden flame icon and the word', () => {
    const { container } = renderWithI18n(<HotBadge variant="full" />);
    expect(container).toHaveTextContent('HOT');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['dot', 'minimal', 'full'] as const)('%s reads 热门 in Chinese', (variant) => {
    const { container } = renderWithI18n(<HotBadge variant={variant} />, { language: 'zh' });
    expect(container).toHaveTextContent('热门');
  });
});
