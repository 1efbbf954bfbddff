// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';
import { isChunkLoadError, ToolFrame } from './tool-frame';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFrame(children: React.ReactNode, language: 'en' | 'zh' = 'en') {
  return renderWithI18n(<ToolFrame toolId="json-tools">{children}</ToolFrame>, {
    language,
    namespaces: { common: { en, zh } },
  });
}

function Faulty(): never {
  throw new Error('undefined is not a function');
}

describe('ToolFrame', () => {
  it('shows the tool and marks it ready for the end-to-end tests', async () => {
    renderFrame(<p>the tool</p>);
    expect(await screen.findByText('the tool')).toBeInTheDocument();
    expect(document.documentElement.dataset.toolReady).toBe('json-tools');
  });

  it('says the tool could not be loaded, inside the frame, when its code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/json-tools-tool.js'),
      ),
    );
    renderFrame(<Broken />, 'zh');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(zh.tool.loadError);
    expect(screen.getByRole('button', { name: zh.tool.reload })).toBeInTheDocument();
  });

  it('says the tool stopped when it throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFrame(<Faulty />);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.tool.crashed);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x/assets/a.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['Firefox', 'error loading dynamically imported module: https://x/assets/a.js', true],
    ['a bug in the tool', "Cannot read properties of undefined (reading 'map')", false],
  ])('%s: %s', (_browser, message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});
