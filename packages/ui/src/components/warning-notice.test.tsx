import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarningNotice } from './warning-notice';

describe('WarningNotice', () => {
  it('is an alert by default, with its text and action', () => {
    render(
      <WarningNotice action={<button type="button">Dismiss</button>}>Presets were repaired.</WarningNotice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Presets were repaired.');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('can be a standing status note', () => {
    render(<WarningNotice role="status">Careful.</WarningNotice>);
    expect(screen.getByRole('status').textContent).toBe('Careful.');
  });
});
