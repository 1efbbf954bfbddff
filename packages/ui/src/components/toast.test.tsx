import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Toaster, toast } from './toast';

describe('Toaster', () => {
  it('shows toasts with a translated close button', async () => {
    renderWithI18n(<Toaster theme="dark" />, { language: 'zh' });
    act(() => {
      toast.success('已复制');
    });
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭通知' })).toBeInTheDocument();
  });
});
