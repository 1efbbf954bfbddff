import { fireEvent, screen } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import AimTrainerTool from './aim-trainer-tool';

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<AimTrainerTool />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

describe('AimTrainerTool', () => {
  it('shows the result of the input', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText(en.input.label), { target: { value: '  a   b ' } });
    expect(screen.getByLabelText(en.output.label)).toHaveValue('a b');
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByLabelText(zh.input.label)).toBeInTheDocument();
  });
});
