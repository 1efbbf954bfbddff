import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerToolMessages, ToolboxProvider, type ToolMessagesSource } from './provider';

const meta = { name: 'Demo', description: 'A demo', keywords: [] };
const demoTool: ToolMessagesSource = {
  id: 'demo-tool',
  messages: {
    en: async () => ({ default: { meta, greeting: 'Hello' } }),
    zh: async () => ({ default: { meta: { ...meta, name: '演示' }, greeting: '你好' } }),
  },
};

function Greeting() {
  const { t } = useTranslation('demo-tool');
  const { t: ui } = useTranslation('ui');
  return (
    <p>
      {t('greeting')} / {ui('toast.close')}
    </p>
  );
}

beforeAll(() => {
  // jsdom has no matchMedia; sonner asks it for the system colour scheme.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});

describe('ToolboxProvider', () => {
  it('loads the ui and tool messages, then renders the tool translated, with the toaster', async () => {
    render(
      <ToolboxProvider locale="zh" tools={[demoTool]} fallback={<p>loading</p>}>
        <Greeting />
      </ToolboxProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText(/^你好 \/ /)).toBeTruthy();
    expect(document.querySelector('section[aria-label]')).not.toBeNull(); // sonner's toast region
    // The published stylesheet's base styles apply inside this wrapper only.
    expect(screen.getByText(/^你好 \/ /).closest('[data-toolbox]')).not.toBeNull();
  });

  it('extends the host i18next without touching its namespaces, and renders at once when registered', async () => {
    const host = createInstance();
    await host.init({ lng: 'en', resources: { en: { app: { title: 'Host' } } }, initAsync: false });
    await registerToolMessages(host, [demoTool]);
    render(
      <ToolboxProvider locale="en" i18n={host} tools={[demoTool]} toaster={false}>
        <Greeting />
      </ToolboxProvider>,
    );
    // Registered beforehand (as a server render would): the first render is already translated.
    expect(screen.getByText(/^Hello \/ /)).toBeTruthy();
    expect(host.t('title', { ns: 'app' })).toBe('Host');
    expect(host.hasResourceBundle('zh', 'demo-tool')).toBe(true);
    expect(document.querySelector('section[aria-label]')).toBeNull();
  });
});
