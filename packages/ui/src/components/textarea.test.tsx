import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('marks itself invalid only when told', () => {
    const { rerender } = render(<Textarea aria-label="JSON" />);
    expect(screen.getByRole('textbox', { name: 'JSON' })).not.toHaveAttribute('aria-invalid');
    rerender(<Textarea aria-label="JSON" invalid />);
    expect(screen.getByRole('textbox', { name: 'JSON' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('runs the main action on Ctrl+Enter and ⌘+Enter, not on Enter or an input method’s Enter', () => {
    const submit = vi.fn();
    const keyDown = vi.fn();
    render(<Textarea aria-label="JSON" onSubmitShortcut={submit} onKeyDown={keyDown} />);
    const box = screen.getByRole('textbox', { name: 'JSON' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, keyCode: 229 });
    expect(submit).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })).toBe(false); // default prevented
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(keyDown).toHaveBeenCalledTimes(5); // the page's own handler still sees every key
  });

  it('forwards its ref to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} defaultValue="{}" aria-label="JSON" />);
    expect(ref.current?.value).toBe('{}');
  });
});
