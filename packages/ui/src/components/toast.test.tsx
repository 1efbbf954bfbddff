import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { toast } from './toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows toasts with a translated close button', async () => {
    renderWithI18n(<Toaster theme="dark" />, { language: 'zh' });
    act(() => {
      toast.success('已复制');
    });
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭通知' })).toBeInTheDocument();
  });

  it('colours rich toasts with the contrast-safe text tokens, inline on the toaster', async () => {
    renderWithI18n(<Toaster theme="light" />, { language: 'en' });
    act(() => {
      toast.warning('Large file');
    });
    await screen.findByText('Large file');
    const toaster = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    for (const kind of ['success', 'info', 'warning', 'error'])
      expect(toaster.style.getPropertyValue(`--${kind}-text`)).toBe(`var(--tb-toast-${kind}-text)`);
  });
});

describe('toast', () => {
  it('keeps the order of toasts called before sonner has loaded', async () => {
    renderWithI18n(<Toaster theme="light" />, { language: 'en' });
    act(() => {
      toast('first');
      toast.error('second');
      toast.info('third');
    });
    await screen.findByText('third');
    const texts = screen.getAllByText(/^(first|second|third)$/).map((element) => element.textContent);
    expect(texts.sort()).toEqual(['first', 'second', 'third']);
  });
});
