import { describe, expect, it } from 'vitest';
import en from '../app/locales/en.json';
import zh from '../app/locales/zh.json';
import { offlinePageHtml } from './offline-page';

const page = (locale: 'en' | 'zh') => {
  const messages = locale === 'en' ? en : zh;
  return offlinePageHtml({
    lang: locale === 'zh' ? 'zh-CN' : 'en',
    homePath: locale === 'zh' ? '/zh/' : '/',
    messages: {
      siteName: messages.site.name,
      title: messages.offline.title,
      body: messages.offline.body,
      retry: messages.offline.retry,
      home: messages.offline.home,
    },
  });
};

describe('the offline page', () => {
  it('is in the page language, with a retry of the same address and a link home', () => {
    const html = page('zh');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(`<h1>${zh.offline.title}</h1>`);
    expect(html).toContain(`<a class="primary" href="">${zh.offline.retry}</a>`);
    expect(html).toContain(`<a href="/zh/">${zh.offline.home}</a>`);
    expect(page('en')).toContain(`<h1>${en.offline.title}</h1>`);
  });

  it('runs no script (the site CSP allows none inline) and escapes its texts', () => {
    expect(page('en')).not.toMatch(/<script/i);
    const html = offlinePageHtml({
      lang: 'en',
      homePath: '/',
      messages: { siteName: 'T', title: '<b>&', body: 'x', retry: 'r', home: 'h' },
    });
    expect(html).toContain('<h1>&#60;b&#62;&#38;</h1>');
  });
});
