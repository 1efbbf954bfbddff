import { screen } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import IconMakerTool from './icon-maker-tool';

describe('IconMakerTool (in progress)', () => {
  it('shows the default design through the SVG writer', () => {
    renderWithI18n(<IconMakerTool />, {
      language: 'en',
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    const image = screen.getByRole('img', { name: en.preview });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('fill="#3b82f6"');
  });
});
