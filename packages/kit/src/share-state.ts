import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * Shareable state: a tool's text and settings packed into the link's fragment (`#s=…`), which
 * browsers never send to the server. JSON, deflated (the browser's own `CompressionStream`, so no
 * compression code in any page), then base64url. The payload starts with its format version so a
 * later change can still read old links.
 */

/** The fragment's key: `https://…/tool/json-tools#s=<payload>`. */
export const SHARE_FRAGMENT_KEY = 's';
const PAYLOAD_VERSION = '1';

/**
 * The longest link "Copy link" makes. Browsers take far longer URLs, but chat apps, mail clients
 * and QR codes cut or refuse links past a few thousand characters; 8,000 is what the longest
 * common targets (Slack, Teams, GitHub comments) were seen to carry whole. Longer state gets a notice.
 */
export const MAX_SHARE_LINK_LENGTH = 8_000;

/**
 * Field names that hold secrets. A state carrying one of them (at any depth) is refused: a
 * password or key must never reach a link, whatever a tool forgets.
 */
const SECRET_FIELD =
  /^(?:password|passphrase|passwd|secret|secretKey|privateKey|apiKey|token|key|hmacKey|iv)$/i;

/** Paths (`a.b[2].c`) of fields whose names say they hold a secret. */
export function findSecretFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => findSecretFields(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => {
    const here = path ? `${path}.${name}` : name;
    return [...(SECRET_FIELD.test(name) ? [here] : []), ...findSecretFields(item, here)];
  });
}

async function pipeBytes(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const body = source.pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** The payload for a tool's state (no `#s=`). Throws when the state holds a secret field. */
export async function encodeShareState(state: unknown): Promise<string> {
  const secrets = findSecretFields(state);
  if (secrets.length > 0) throw new Error(`A share link may not carry secrets: ${secrets.join(', ')}`);
  const json = new TextEncoder().encode(JSON.stringify(state));
  const deflated = await pipeBytes(json, new CompressionStream('deflate-raw'));
  return `${PAYLOAD_VERSION}${bytesToBase64({ bytes: deflated, isUrlSafe: true })}`;
}

/** The state in a payload, or undefined when it is damaged or of an unknown format. */
export async function decodeShareState(payload: string): Promise<unknown> {
  if (!payload.startsWith(PAYLOAD_VERSION)) return undefined;
  const decoded = base64ToBytes({ text: payload.slice(PAYLOAD_VERSION.length) });
  if (!decoded.ok) return undefined;
  try {
    const json = await pipeBytes(decoded.bytes, new DecompressionStream('deflate-raw'));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return undefined;
  }
}

/** The payload in a location hash (`#s=…`), or undefined when the hash holds none. */
export function readSharePayload(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const payload = params.get(SHARE_FRAGMENT_KEY);
  return payload ? payload : undefined;
}

export type ShareLinkResult = { ok: true; url: string } | { ok: false; reason: 'tooLarge'; length: number };

/**
 * The link to `pageUrl` (its own fragment replaced) that restores `state`, or `tooLarge` with the
 * length it would have had.
 */
export async function buildShareLink({
  pageUrl,
  state,
  maxLength = MAX_SHARE_LINK_LENGTH,
}: {
  pageUrl: string;
  state: unknown;
  maxLength?: number;
}): Promise<ShareLinkResult> {
  const payload = await encodeShareState(state);
  const url = `${pageUrl.replace(/#.*$/, '')}#${SHARE_FRAGMENT_KEY}=${payload}`;
  return url.length <= maxLength ? { ok: true, url } : { ok: false, reason: 'tooLarge', length: url.length };
}
