// Benchmark: the web crawler, page and server logic together, on 100 pages of a local test server
// with random delays (10–200 ms) and 10% of the pages failing every time. The page's queue
// (`crawlAll` from the tool's core: 4 at a time, 3 attempts, waits of 500 then 1000 ms) drives the
// server's own crawl (`crawlPage` of api-worker: fetch, decode, extract) through its test-only
// setting that allows this loopback server (production refuses loopback; api-worker's tests prove
// the setting is off by default). The test server counts requests in flight and per page.
// Targets (issue 16): every success extracted, every failure reported after 3 attempts, at most 4
// requests in flight. Node 24 runs the TypeScript sources directly (type stripping).
import { createServer } from 'node:http';
import { mulberry32 } from './prng.mjs';

const PAGES = 100;
const FAILING_EVERY = 10;

export async function webCrawlerBench({ log = () => {} } = {}) {
  const { crawlAll } = await import('../../packages/tool-web-crawler/src/core/crawl.ts');
  const { crawlPage } = await import('../../apps/api-worker/src/crawler/crawl.ts');
  const { createExtractor } = await import('../../apps/api-worker/src/crawler/extractor.ts');
  const random = mulberry32(16);
  const delays = Array.from({ length: PAGES }, () => 10 + Math.floor(random() * 190));
  const requests = new Map();
  let inFlight = 0;
  let mostInFlight = 0;
  const server = createServer((request, response) => {
    const index = Number(request.url?.slice('/page/'.length));
    requests.set(index, (requests.get(index) ?? 0) + 1);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      if (index % FAILING_EVERY === 0) response.writeHead(503).end('busy');
      else
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><title>Page ${index}</title><h1>Page ${index}</h1><p>${'Words. '.repeat(50)}</p>`,
          );
    }, delays[index] ?? 10);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const extractor = createExtractor();
  const urls = Array.from({ length: PAGES }, (_, index) => `http://127.0.0.1:${port}/page/${index}`);
  const states = new Array(PAGES);
  log(`crawling ${PAGES} pages`);
  const started = performance.now();
  try {
    await crawlAll({
      urls,
      crawl: (url) =>
        crawlPage({
          rawUrl: url,
          limits: { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 },
          extractor,
          testOptions: { allowLoopbackTargets: [`127.0.0.1:${port}`] },
        }),
      onUpdate: (index, state) => {
        states[index] = state;
      },
    });
  } finally {
    server.close();
  }
  const ms = performance.now() - started;
  const failing = urls.map((_, index) => index).filter((index) => index % FAILING_EVERY === 0);
  const succeeded = states.filter(
    (state, index) => state?.status === 'completed' && state.result.title === `Page ${index}`,
  ).length;
  const failedAfterThree = failing.filter(
    (index) => states[index]?.status === 'error' && requests.get(index) === 3,
  ).length;
  const extraRequests = [...requests.entries()].filter(
    ([index, count]) => index % FAILING_EVERY !== 0 && count !== 1,
  ).length;
  const pass =
    succeeded === PAGES - failing.length &&
    failedAfterThree === failing.length &&
    mostInFlight <= 4 &&
    extraRequests === 0;
  return {
    name: `Web crawler: ${PAGES} pages of a local server (delays 10–200 ms, ${failing.length} failing), page queue + server crawl`,
    rows: [
      { label: 'pages extracted (title right)', value: `${succeeded} / ${PAGES - failing.length}`, unit: '' },
      {
        label: 'failures reported after exactly 3 attempts',
        value: `${failedAfterThree} / ${failing.length}`,
        unit: '',
      },
      { label: 'most requests in flight (≤ 4)', value: String(mostInFlight), unit: '' },
      { label: 'good pages requested more than once', value: String(extraRequests), unit: '' },
      { label: 'wall time', value: ms.toFixed(0), unit: 'ms' },
    ],
    ratio: mostInFlight / 4,
    target: 'all successes extracted; failures after 3 attempts; ≤ 4 in flight',
    pass,
  };
}
