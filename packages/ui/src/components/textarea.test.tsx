import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('marks itself invalid only when told', () => {
    const { rerender } = render(<Textarea aria-label="JSON" />);
    expect(screen.getByRole('textbox', { name: 'JSON' })).not.toHaveAttribute('aria-invalid');
    rerender(<Textarea aria-label="JSON" invalid />);
    expect(screen.getByRole('textbox', { name: 'JSON' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('forwards its ref to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} defaultValue="{}" aria-label="JSON" />);
    expect(ref.current?.value).toBe('{}');
  });
});
