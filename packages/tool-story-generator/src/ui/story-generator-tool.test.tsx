import { screen } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import StoryGeneratorTool from './story-generator-tool';

describe('StoryGeneratorTool', () => {
  it('renders', () => {
    renderWithI18n(<StoryGeneratorTool />, {
      language: 'en',
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    expect(screen.getByRole('heading', { name: en.meta.name })).toBeInTheDocument();
  });
});
