import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

const paragraph = (topic: string) =>
  `<p>${`The ${topic} paragraph explains one idea in enough words for a reader to follow it, with detail. `.repeat(6)}</p>`;

const articlePage = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Growing tomatoes - Garden Weekly</title>
  <meta name="description" content="How to grow tomatoes on a balcony.">
  <meta name="keywords" content="tomatoes, gardening,balcony， Tomatoes ;summer">
  <meta name="author" content="Ada Gardener">
  <meta property="og:title" content="Growing tomatoes">
  <meta property="og:site_name" content="Garden Weekly">
  <meta property="og:type" content="article">
  <meta property="og:image" content="/img/tomato.jpg">
  <meta property="article:published_time" content="2026-05-01T08:00:00Z">
  <meta property="article:tag" content="vegetables">
  <meta name="twitter:card" content="summary_large_image">
  <link rel="canonical" href="/articles/tomatoes">
  <link rel="shortcut icon" href="/favicon.png">
  <script>window.tracking = true;</script>
</head>
<body>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <article>
    <h1>Growing tomatoes</h1>
    ${paragraph('first')}
    <h2>Watering</h2>
    ${paragraph('second')}
    <p>Read <a href="/guide">the guide</a> or <a href="javascript:alert(1)">this</a>.
       <img src="pics/plant.png" alt="plant" onerror="alert(1)"></p>
    ${paragraph('third')}
    <script>alert('inline')</script>
  </article>
  <footer>Copyright footer text</footer>
</body>
</html>`;

describe('extractPage', () => {
  const url = new URL('https://garden.example/articles/tomatoes?ref=x');

  it('finds the article with Readability and returns it as HTML, text and Markdown', () => {
    const page = extractPage({ html: articlePage, url });
    expect(page.extractedWith).toBe('readability');
    expect(page.title).toBe('Growing tomatoes');
    expect(page.description).toBe('How to grow tomatoes on a balcony.');
    expect(page.content.html).toContain('The first paragraph explains');
    expect(page.content.html).not.toMatch(/<script|onerror|javascript:|Copyright footer/);
    expect(page.content.html).toContain('href="https://garden.example/guide"');
    expect(page.content.html).toContain('src="https://garden.example/articles/pics/plant.png"');
    expect(page.content.text).toContain('The third paragraph explains');
    expect(page.content.text).toMatch(/Watering\n\nThe second/);
    expect(page.content.text).not.toContain('<');
    expect(page.content.markdown).toContain('## Watering');
    expect(page.content.markdown).toContain('[the guide](https://garden.example/guide)');
  });

  it('reads keywords and metadata from the head, with absolute URLs', () => {
    const page = extractPage({ html: articlePage, url });
    expect(page.keywords).toEqual(['tomatoes', 'gardening', 'balcony', 'summer', 'vegetables']);
    expect(page.tags).toMatchObject({
      lang: 'en-GB',
      canonical: 'https://garden.example/articles/tomatoes',
      author: 'Ada Gardener',
      publishedTime: '2026-05-01T08:00:00Z',
      siteName: 'Garden Weekly',
      type: 'article',
      image: 'https://garden.example/img/tomato.jpg',
      favicon: 'https://garden.example/favicon.png',
      twitter: { card: 'summary_large_image' },
    });
    expect(page.tags.openGraph).toMatchObject({ title: 'Growing tomatoes', site_name: 'Garden Weekly' });
  });

  it('falls back to the sanitised body when Readability finds no article', () => {
    const html = `<html><head><title>Tiny</title></head><body>
      <p onclick="steal()">Short note.</p><a href="javascript:void(0)">x</a> <a href="#top">top</a>
      <iframe src="https://ads.example/"></iframe><form action="/post"><input name="q"></form>
      <style>p { color: red }</style></body></html>`;
    const page = extractPage({ html, url: new URL('https://example.com/') });
    expect(page.extractedWith).toBe('body');
    expect(page.title).toBe('Tiny');
    expect(page.content.text).toBe('Short note.\n\nx top');
    expect(page.content.html).not.toMatch(/onclick|javascript:|<iframe|<form|<input|<style/);
    expect(page.content.html).toContain('href="#top"');
    expect(page.description).toBe('');
  });

  it('rebuilds pages that leave out <html>, <head> or <body>', () => {
    const page = extractPage({
      html: '<!doctype html><meta name="description" content="d"><title>Bare</title><p>Just a line.</p>',
      url: new URL('https://example.com/'),
    });
    expect(page.title).toBe('Bare');
    expect(page.description).toBe('d');
    expect(page.content.text).toBe('Just a line.');
    expect(extractPage({ html: 'plain words', url: new URL('https://example.com/') }).content.text).toBe(
      'plain words',
    );
  });

  it('resolves links against <base href> and ignores a non-http base', () => {
    const html =
      '<html><head><base href="https://cdn.example/docs/"></head><body><a href="page">p</a></body></html>';
    expect(extractPage({ html, url: new URL('https://example.com/') }).content.html).toContain(
      'href="https://cdn.example/docs/page"',
    );
    const bad = '<html><head><base href="javascript:x"></head><body><a href="page">p</a></body></html>';
    expect(extractPage({ html: bad, url: new URL('https://example.com/a/') }).content.html).toContain(
      'href="https://example.com/a/page"',
    );
  });
});

describe('extractPage on pages full of scripts', () => {
  it('keeps JSON-LD, drops scripts, styles and comments, closed or not', () => {
    const html =
      '<html><head><title>S</title><script type="application/ld+json">{"@type":"Article","author":{"name":"JSON Author"}}</script>' +
      '<STYLE>p{}</STYLE><script>var a = "</p>";</script></head><body><!-- hidden --><p>visible</p><script>never closed';
    const page = extractPage({ html, url: new URL('https://example.com/') });
    expect(page.content.text).toBe('visible');
    expect(page.content.html).not.toMatch(/hidden|never closed|var a/);
  });

  it('stays linear on thousands of unclosed tags', () => {
    const html = `<html><body><p>text</p>${'<script <style <!-- '.repeat(20_000)}</body></html>`;
    const started = performance.now();
    expect(extractPage({ html, url: new URL('https://example.com/') }).content.text).toBe('text');
    // A guard against a quadratic scan (minutes), not a speed check: it takes about 1 ms.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
