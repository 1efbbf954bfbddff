// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice, SERVER_TOOLS } from '#app/lib/connection';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';
import { registry } from '#app/registry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const namespaces = { common: { en, zh } };
const goOffline = (offline: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);

describe('the offline notice of server tools', () => {
  it('says a server tool needs a connection while offline, in the page language', async () => {
    goOffline(true);
    renderWithI18n(<OfflineNotice toolId="ip-checker" />, { namespaces });
    expect(await screen.findByRole('status')).toHaveTextContent(en.offline.needsConnection);
    cleanup();
    renderWithI18n(<OfflineNotice toolId="web-crawler" />, { namespaces, language: 'zh' });
    expect(await screen.findByRole('status')).toHaveTextContent(zh.offline.needsConnection);
  });

  it('names the one feature that needs the server when the rest works offline', async () => {
    goOffline(true);
    renderWithI18n(<OfflineNotice toolId="diagram-tools" />, { namespaces });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. PlantUML rendering needs a connection to the server; the rest of this tool works offline.',
    );
  });

  it('shows nothing online, nothing on a tool that needs no server, and appears when the connection drops', async () => {
    const onLine = goOffline(false);
    renderWithI18n(<OfflineNotice toolId="web-crawler" />, { namespaces });
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(en.offline.needsConnection);
    cleanup();
    renderWithI18n(<OfflineNotice toolId="json-tools" />, { namespaces });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

/** Whether a tool package's own code (tests and stories aside) calls the site's API. */
function callsApi(toolId: string): boolean {
  const source = join(import.meta.dirname, '../../../../packages', `tool-${toolId}`, 'src');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(source)
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .some((path) => /@toolbox\/kit\/api-(client|queries)|['"`]\/api\//.test(readFileSync(path, 'utf8')));
}

describe('the list of server tools', () => {
  it('is exactly the registered tools whose code calls the API', () => {
    const calling = registry
      .map((tool) => tool.id)
      .filter(callsApi)
      .sort();
    expect(Object.keys(SERVER_TOOLS).sort()).toEqual(calling);
  });

  it('has a translated name for every partly-online feature', () => {
    for (const need of Object.values(SERVER_TOOLS)) {
      if (need === 'all') continue;
      expect(en.offline.features[need]).toBeTruthy();
      expect(zh.offline.features[need]).toBeTruthy();
    }
  });
});
