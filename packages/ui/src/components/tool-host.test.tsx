import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo, recentOutputs } from '@toolbox/kit/shelf';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { useHandOffReceiver } from './hand-off-receiver';
import { OpenInMenu } from './open-in-menu';
import { useShareableState } from './shareable-state';
import { type ShareSource, type ToolHost, ToolHostProvider } from './tool-host';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('./toast', () => ({ toast }));

interface Settings {
  text: string;
  size: number;
}
const parse = (raw: unknown): Settings | undefined => {
  const value = raw as Partial<Settings>;
  return typeof value?.text === 'string' && typeof value.size === 'number'
    ? { text: value.text, size: value.size }
    : undefined;
};

function SharingTool() {
  const [settings, setSettings] = useState<Settings>({ text: 'mine', size: 1 });
  useShareableState({ state: settings, parse, restore: setSettings });
  return (
    <p>
      {settings.text}:{settings.size}
      <button type="button" onClick={() => setSettings({ text: 'edited', size: 2 })}>
        edit
      </button>
    </p>
  );
}

/** A tool that asks the visitor before taking a link's state (its restore says false). */
const askingRestore = vi.fn(() => false);
function AskingTool() {
  useShareableState({ state: {}, parse: (raw) => raw, restore: askingRestore });
  return null;
}

function host(extra: Partial<ToolHost> = {}): ToolHost {
  return { toolId: 'json-tools', ...extra };
}

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  window.history.replaceState(null, '', '/tool/json-tools');
});
afterEach(() => clearShelf());

describe('useShareableState', () => {
  it('registers the current state for "Copy link" and withdraws it on unmount', () => {
    let source: ShareSource | undefined;
    const { unmount } = renderWithI18n(
      <ToolHostProvider value={host({ setShareSource: (next) => (source = next) })}>
        <SharingTool />
      </ToolHostProvider>,
    );
    expect(source?.getState()).toEqual({ text: 'mine', size: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(source?.getState()).toEqual({ text: 'edited', size: 2 });
    unmount();
    expect(source).toBeUndefined();
  });

  it('restores a link’s state, says so, and takes the fragment out of the address bar', async () => {
    window.history.replaceState(
      null,
      '',
      `/tool/json-tools?x=1#s=${await encodeShareState({ text: 'shared', size: 9 })}`,
    );
    renderWithI18n(
      <ToolHostProvider value={host()}>
        <SharingTool />
      </ToolHostProvider>,
    );
    await screen.findByText('shared:9');
    expect(toast.success).toHaveBeenCalledWith('Opened the state from the link.');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
  });

  it('keeps the visitor’s state when the link is damaged or fails the tool’s check', async () => {
    for (const payload of ['1notdeflate', await encodeShareState({ text: 3 })]) {
      toast.error.mockReset();
      window.history.replaceState(null, '', `/tool/json-tools#s=${payload}`);
      const { unmount } = renderWithI18n(
        <ToolHostProvider value={host()}>
          <SharingTool />
        </ToolHostProvider>,
      );
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/damaged/)));
      expect(screen.getByText('mine:1')).toBeTruthy();
      unmount();
    }
  });

  it('says nothing when the tool asks the visitor first', async () => {
    window.history.replaceState(
      null,
      '',
      `/tool/json-tools#s=${await encodeShareState({ text: 'x', size: 1 })}`,
    );
    askingRestore.mockClear();
    renderWithI18n(
      <ToolHostProvider value={host()}>
        <AskingTool />
      </ToolHostProvider>,
    );
    await waitFor(() => expect(askingRestore).toHaveBeenCalled());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('restores a link pasted into the same tab later', async () => {
    renderWithI18n(
      <ToolHostProvider value={host()}>
        <SharingTool />
      </ToolHostProvider>,
    );
    const payload = await encodeShareState({ text: 'later', size: 4 });
    await act(async () => {
      window.history.replaceState(null, '', `/tool/json-tools#s=${payload}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByText('later:4');
  });
});

const json: HandOffItem = { kind: 'text', text: '{"a":1}', format: 'json' };

function ReceivingTool({ onReceive }: { onReceive: (items: readonly HandOffItem[]) => void }) {
  useHandOffReceiver(onReceive);
  return null;
}

describe('useHandOffReceiver', () => {
  it('takes the delivery waiting for its tool on mount, and later ones while open', () => {
    deliverTo('json-tools', [json]);
    deliverTo('text-diff', [json]);
    const onReceive = vi.fn();
    renderWithI18n(
      <ToolHostProvider value={host()}>
        <ReceivingTool onReceive={onReceive} />
      </ToolHostProvider>,
    );
    expect(onReceive).toHaveBeenCalledTimes(1);
    expect(onReceive).toHaveBeenCalledWith([json]);
    act(() => deliverTo('json-tools', [{ ...json, text: '[]' }]));
    expect(onReceive).toHaveBeenCalledTimes(2);
  });

  it('does nothing outside a host', () => {
    deliverTo('json-tools', [json]);
    const onReceive = vi.fn();
    renderWithI18n(<ReceivingTool onReceive={onReceive} />);
    expect(onReceive).not.toHaveBeenCalled();
  });
});

describe('OpenInMenu', () => {
  it('lists the tools that accept the output and sends it to the chosen one', () => {
    const openIn = vi.fn();
    const handOffTargets = vi.fn(() => [{ id: 'text-diff', name: 'Text diff' }]);
    const items = [json];
    renderWithI18n(
      <ToolHostProvider value={host({ openIn, handOffTargets })}>
        <OpenInMenu items={items} />
      </ToolHostProvider>,
    );
    expect(handOffTargets).toHaveBeenCalledWith(items);
    const button = screen.getByRole('button', { name: 'Open in…' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(recentOutputs()[0]?.items).toBe(items);
    const item = screen.getByRole('menuitem', { name: 'Open in Text diff' });
    expect(document.activeElement).toBe(item);
    fireEvent.click(item);
    expect(openIn).toHaveBeenCalledWith('text-diff', items);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('waits for a host that answers with a promise (the site loads its matching on demand)', async () => {
    const openIn = vi.fn();
    renderWithI18n(
      <ToolHostProvider
        value={host({ openIn, handOffTargets: async () => [{ id: 'text-diff', name: 'Text diff' }] })}
      >
        <OpenInMenu items={[json]} />
      </ToolHostProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Open in…' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open in…' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Text diff' }));
    expect(openIn).toHaveBeenCalledWith('text-diff', [json]);
  });

  it('moves with the arrow keys and closes on Escape, focus back on its button', () => {
    const targets = [
      { id: 'text-diff', name: 'Text diff' },
      { id: 'base64-tools', name: 'Base64' },
    ];
    renderWithI18n(
      <ToolHostProvider value={host({ openIn: vi.fn(), handOffTargets: () => targets })}>
        <OpenInMenu items={[json]} />
      </ToolHostProvider>,
    );
    const button = screen.getByRole('button', { name: 'Open in…' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Open in…' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Open in Base64');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Open in Text diff');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Open in Base64');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('puts a result file on the shelf at once', () => {
    const file: HandOffItem = {
      kind: 'file',
      file: new File(['%PDF'], 'merged.pdf', { type: 'application/pdf' }),
    };
    const items = [file];
    renderWithI18n(
      <ToolHostProvider value={host({ openIn: vi.fn(), handOffTargets: () => [] })}>
        <OpenInMenu items={items} />
      </ToolHostProvider>,
    );
    expect(recentOutputs()[0]).toMatchObject({ from: 'json-tools', items });
  });

  it('renders nothing outside a host or when no tool takes the output', () => {
    const { container } = renderWithI18n(<OpenInMenu items={[json]} />);
    expect(container.textContent).toBe('');
    renderWithI18n(
      <ToolHostProvider value={host({ openIn: vi.fn(), handOffTargets: () => [] })}>
        <OpenInMenu items={[json]} />
      </ToolHostProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Open in…' })).toBeNull();
  });
});
