import { act, fireEvent, screen, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_DNS as google } from '../core/fixtures';
import type { IpInfo, VisitorAddresses } from '../core/lookup';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import IpCheckerTool, { type LookupVisitor } from './ip-checker-tool';

const { toast, copyText } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  copyText: vi.fn(async () => true),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));

function renderTool(lookup: LookupVisitor, language: TestLanguage = 'en') {
  return renderWithI18n(<IpCheckerTool lookup={lookup} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const tile = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

beforeEach(() => vi.clearAllMocks());

describe('IpCheckerTool', () => {
  it('loads on open: checking first, then the address and the four tiles', async () => {
    let answer: (value: VisitorAddresses) => void = () => {};
    renderTool(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByTestId('ip-address')).toHaveTextContent(en.hero.loading);
    expect(screen.getByRole('region', { name: en.hero.title })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ primary: google }));
    expect(screen.getByTestId('ip-address')).toHaveTextContent('8.8.8.8');
    expect(screen.getByText('IPv4')).toBeInTheDocument();
    expect(tile(en.tiles.isp)).toHaveTextContent('Google LLC (AS15169)');
    expect(tile(en.tiles.city)).toHaveTextContent('Mountain View');
    expect(tile(en.tiles.region)).toHaveTextContent('California');
    expect(tile(en.tiles.country)).toHaveTextContent('United States');
    expect(screen.getByRole('status')).toHaveTextContent('Your public IP address is 8.8.8.8');
  });

  it('shows a dash for every detail the data does not have', async () => {
    renderTool(async () => ({
      primary: {
        ...google,
        ip: '203.0.113.9',
        city: null,
        region: null,
        countryCode: null,
        asn: null,
        org: null,
      },
    }));
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
    for (const label of [en.tiles.isp, en.tiles.city, en.tiles.region, en.tiles.country]) {
      expect(tile(label)).toHaveTextContent(`—${en.tiles.unknown}`);
    }
  });

  it('says so in place of the IP and in a toast when the lookup fails', async () => {
    renderTool(async () => {
      throw new Error('HTTP 503');
    });
    expect(await screen.findByText(en.errors.fetchErrorShort)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(en.errors.fetchError);
    expect(tile(en.tiles.city)).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: en.hero.copy })).toBeDisabled();
  });

  it('refreshes on demand, keeping the last address on screen while it asks', async () => {
    const lookup = vi.fn<LookupVisitor>().mockResolvedValueOnce({ primary: google });
    renderTool(lookup);
    await screen.findByText('8.8.8.8');
    let answer: (value: VisitorAddresses) => void = () => {};
    lookup.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: en.hero.refresh }));
    expect(screen.getByRole('button', { name: en.hero.refresh })).toBeDisabled();
    expect(screen.getByTestId('ip-address')).toHaveTextContent('8.8.8.8');
    await act(async () => answer({ primary: { ...google, ip: '1.1.1.1' } }));
    expect(screen.getByTestId('ip-address')).toHaveTextContent('1.1.1.1');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('copies the address with the spec toast', async () => {
    renderTool(async () => ({ primary: google }));
    await screen.findByText('8.8.8.8');
    fireEvent.click(screen.getByRole('button', { name: en.hero.copy }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(en.copied));
    expect(copyText).toHaveBeenCalledWith('8.8.8.8');
    copyText.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: en.hero.copy }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.copyFailed));
  });

  it('shows both addresses of a dual-stack visitor, each with its copy button', async () => {
    const v6: IpInfo = { ...google, ip: '2001:4860:4860::8888', version: 6 };
    renderTool(async () => ({ primary: google, other: v6 }));
    expect(await screen.findByText('2001:4860:4860::8888')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the IPv6 address' }));
    await vi.waitFor(() => expect(copyText).toHaveBeenCalledWith('2001:4860:4860::8888'));
  });

  it('says when the connection has no address of the other family', async () => {
    renderTool(async () => ({ primary: google, other: null }));
    expect(await screen.findByText(en.hero.noOther)).toBeInTheDocument();
  });

  it('has an FAQ of four questions that open', async () => {
    const { container } = renderTool(async () => ({ primary: google }));
    await screen.findByText('8.8.8.8');
    const questions = container.querySelectorAll('details');
    expect(questions).toHaveLength(4);
    fireEvent.click(within(questions[1] as HTMLElement).getByText(en.faq.location.question));
    expect(questions[1]).toHaveAttribute('open');
  });

  it('speaks Chinese, naming the country in Chinese', async () => {
    renderTool(async () => ({ primary: { ...google, countryCode: 'CN' } }), 'zh');
    await screen.findByText('8.8.8.8');
    expect(tile(zh.tiles.country)).toHaveTextContent('中国');
    expect(screen.getByRole('button', { name: zh.hero.refresh })).toBeInTheDocument();
  });
});
