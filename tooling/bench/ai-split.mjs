import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService } from './service.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', '..', 'apps', 'api-worker');
const REQUESTS = 300;
const WARM_UP = 30;
const TARGET_P50_MS = 20;
const _HEALTH_TIMEOUT_MS = 30_000;

// Every structure the offline split handles, in both languages, so the figure is not one code path.
const PROMPTS = [
  '1. Write the intro\n2. Add charts (45 min)\n3. Send it to Bob #work',
  '- buy milk\n- [ ] call mom 1h\n* clean the desk',
  'Groceries:\nmilk\neggs\nbread\nbutter',
  'Write the report and send it to the team, then book the meeting room.',
  'Buy milk, eggs and bread',
  "Plan next week's sprint. Review the backlog. Then email the team.",
  '买牛奶、鸡蛋和面包，然后打扫房间',
  '首先整理资料，接着写初稿，最后提交给老师',
  '写一篇关于和平的文章',
  'Write a blog post about TypeScript generics and variance',
  'fix bug',
  `Organise the quarterly offsite for the whole engineering team including travel, venue and agenda. ${'Keep the budget tight and '.repeat(20)}book early.`,
];

/** api-worker alone on PGlite, trusting loopback so each request can carry its own client address. */
function startApi(log) {
  return startService({
    label: 'api-worker',
    cwd: apiDir,
    script: 'src/main.ts',
    env: { TRUSTED_PROXIES: '127.0.0.1', AI_PROVIDER: 'offline', DATABASE_URL: undefined },
    log,
  });
}

/** One split request from its own client address (so the per-client limit never answers 429). */
async function split(origin, index) {
  const prompt = PROMPTS[index % PROMPTS.length];
  const started = performance.now();
  const response = await fetch(`${origin}/api/ai/split`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify({
      prompt,
      language: /[\u4e00-\u9fff]/.test(prompt) ? 'zh' : 'en',
      maxChildren: 10,
      defaults: { estimateMinutes: 25 },
    }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || !Array.isArray(body.items) || body.items.length === 0) {
    throw new Error(`request ${index} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  if (body.meta?.engine !== 'offline')
    throw new Error(`request ${index} was not answered by the offline engine`);
  return ms;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function aiSplitBench({ log = () => {}, verbose = false } = {}) {
  const { origin, stop } = await startApi(log);
  try {
    log(`warming up (${WARM_UP} requests)`);
    for (let index = 0; index < WARM_UP; index++) await split(origin, 100_000 + index);
    log(`sending ${REQUESTS} sequential POST /api/ai/split`);
    const times = [];
    for (let index = 0; index < REQUESTS; index++) times.push(await split(origin, index));
    const sorted = [...times].sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    const pass = p50 < TARGET_P50_MS;
    return {
      name: 'AI split (offline engine)',
      rows: [
        { label: `requests (sequential, ${PROMPTS.length} prompts)`, value: REQUESTS },
        { label: 'p50 latency', value: p50.toFixed(1), unit: 'ms', target: `< ${TARGET_P50_MS}`, pass },
        { label: 'p95 latency', value: p95.toFixed(1), unit: 'ms' },
        { label: 'p99 latency', value: p99.toFixed(1), unit: 'ms' },
      ],
      pass,
      notes: pass ? [] : [`p50 ${p50.toFixed(1)} ms is not under ${TARGET_P50_MS} ms`],
      details: verbose
        ? [`mean ${mean.toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`]
        : [],
    };
  } finally {
    await stop();
  }
}
