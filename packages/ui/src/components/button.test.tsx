import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('does not submit forms unless asked to', () => {
    render(<Button>Copy</Button>);
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('type', 'button');
  });

  it('forwards its ref and button props', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" disabled variant="destructive">
        Delete
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveClass('bg-destructive');
  });

  it('renders its child instead with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/tool/diff">Open</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveClass('border-border');
    expect(link).not.toHaveAttribute('type');
  });
});
