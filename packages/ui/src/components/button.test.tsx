import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClasses } from './button';

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

  it('lends its look to a link through buttonClasses', () => {
    render(
      <a href="/tool/diff" className={buttonClasses({ variant: 'outline' })}>
        Open
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Open' })).toHaveClass('border-border', 'rounded-md');
  });
});
