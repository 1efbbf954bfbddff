import { describe, expect, it } from 'vitest';
import {
  isDataRequest,
  isHashedAsset,
  isPageRequest,
  isServerOnly,
  pageLocale,
  pageOfDataRequest,
  reloadDocumentResponse,
} from './routing';

const origin = 'https://toolbox.example';
const url = (path: string) => new URL(path, origin);
const navigation = (_path: string) => ({ mode: 'navigate', method: 'GET', headers: new Headers() });

describe('what the service worker answers', () => {
  it('never answers the API or the server-generated files', () => {
    for (const path of [
      '/api/ip',
      '/api/ai/split',
      '/api',
      '/catalogue/',
      '/og/pdf-merge.png',
      '/sitemap.xml',
      '/robots.txt',
      '/source.tar.gz',
      '/sw.js',
    ])
      expect(isServerOnly(path), path).toBe(true);
    expect(isPageRequest(navigation('/api/health'), url('/api/health'), origin)).toBe(false);
    expect(isDataRequest(url('/api/x.data'), origin)).toBe(false);
    expect(isHashedAsset(url('/api/assets/x.js'), origin)).toBe(false);
  });

  it('caches hashed build files of this origin only', () => {
    expect(isHashedAsset(url('/assets/json-tools-tool-C0YRiBXi.js'), origin)).toBe(true);
    expect(isHashedAsset(url('/assets/mozjpeg_enc-DO-zoExo.wasm'), origin)).toBe(true);
    expect(isHashedAsset(new URL('https://cdn.example/assets/x.js'), origin)).toBe(false);
    expect(isHashedAsset(url('/favicon.svg'), origin)).toBe(false);
  });

  it('treats navigations and stored-page requests as pages, never files or other methods', () => {
    expect(isPageRequest(navigation('/tool/json-tools'), url('/tool/json-tools'), origin)).toBe(true);
    expect(isPageRequest(navigation('/zh/'), url('/zh/'), origin)).toBe(true);
    const stored = { mode: 'cors', method: 'GET', headers: new Headers({ Accept: 'text/html' }) };
    expect(isPageRequest(stored, url('/tool/pdf-merge'), origin)).toBe(true);
    const script = { mode: 'cors', method: 'GET', headers: new Headers({ Accept: '*/*' }) };
    expect(isPageRequest(script, url('/tool/pdf-merge'), origin)).toBe(false);
    expect(isPageRequest(navigation('/manifest.webmanifest'), url('/manifest.webmanifest'), origin)).toBe(
      false,
    );
    expect(isPageRequest({ ...navigation('/'), method: 'POST' }, url('/'), origin)).toBe(false);
    expect(isPageRequest(navigation('/'), new URL('https://other.example/'), origin)).toBe(false);
  });

  it('recognises React Router data requests', () => {
    expect(isDataRequest(url('/tool/json-tools.data?_routes=routes%2Ftool'), origin)).toBe(true);
    expect(isDataRequest(url('/_.data'), origin)).toBe(true);
    expect(isDataRequest(url('/tool/json-tools'), origin)).toBe(false);
  });
});

describe('offline fallbacks', () => {
  it('picks the offline page by the address language', () => {
    expect(pageLocale('/zh/tool/json-tools')).toBe('zh');
    expect(pageLocale('/zh')).toBe('zh');
    expect(pageLocale('/tool/json-tools')).toBe('en');
    expect(pageLocale('/zhx')).toBe('en');
  });

  it('maps a data request back to its page, keeping the page query and dropping React Router parameters', () => {
    expect(pageOfDataRequest(url('/zh/tool/json-tools.data?_routes=routes%2Ftool'))).toBe(
      '/zh/tool/json-tools',
    );
    expect(pageOfDataRequest(url('/_.data'))).toBe('/');
    expect(pageOfDataRequest(url('/zh/_.data'))).toBe('/zh/');
    expect(pageOfDataRequest(url('/tool/x.data?tab=format&_routes=a'))).toBe('/tool/x?tab=format');
  });

  it('answers an uncached data request with a document reload of its page', () => {
    const response = reloadDocumentResponse(url('/zh/tool/pdf-merge.data?_routes=routes%2Ftool'));
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Remix-Redirect')).toBe('/zh/tool/pdf-merge');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(response.headers.get('X-Remix-Status')).toBe('302');
  });
});
