/**
 * The visitor's address and where it is, from the site's own `GET /api/ip` (the server looks the
 * address up in databases installed with it: no third party sees it). The original tool asked
 * three public providers in turn; the retry rule is kept for our endpoint: up to three attempts,
 * waiting 300 ms then 600 ms.
 */

export const IP_PATH = '/api/ip';
export const RETRY_DELAYS_MS = [300, 600] as const;
/** A dual-stack visitor's second address: a connection without that family fails fast or hangs. */
export const OTHER_FAMILY_TIMEOUT_MS = 4000;

/** The server's answer (the API's IpAnswer). Details are null where the data has none. */
export interface IpInfo {
  ip: string;
  version: 4 | 6;
  city: string | null;
  region: string | null;
  countryCode: string | null;
  asn: number | null;
  org: string | null;
  alternates: { ipv4?: string; ipv6?: string };
}

export interface VisitorAddresses {
  /** The address this connection used, with its details. */
  primary: IpInfo;
  /**
   * The other family's address: an IpInfo when the visitor has one, `null` when the server names
   * an origin for it but the visitor's connection could not reach it (no such connectivity),
   * `undefined` when the site is not set up to tell.
   */
  other?: IpInfo | null;
}

export class IpLookupError extends Error {
  override name = 'IpLookupError';
}

type Fetch = typeof fetch;

export interface LookupOptions {
  fetch?: Fetch;
  signal?: AbortSignal;
  /** The pause between attempts (tests pass one that resolves at once). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The answer checked field by field: a wrong shape is a failure, a missing detail is null. */
export function parseIpInfo(body: unknown): IpInfo {
  if (!body || typeof body !== 'object') throw new IpLookupError('not a JSON object');
  const record = body as Record<string, unknown>;
  const ip = record.ip;
  if (typeof ip !== 'string' || !/^[0-9a-f:.]+$/i.test(ip))
    throw new IpLookupError('no address in the answer');
  const alternates = (record.alternates ?? {}) as Record<string, unknown>;
  return {
    ip,
    version: ip.includes(':') ? 6 : 4,
    city: stringOrNull(record.city),
    region: stringOrNull(record.region),
    countryCode:
      typeof record.countryCode === 'string' && /^[A-Z]{2}$/.test(record.countryCode)
        ? record.countryCode
        : null,
    asn: typeof record.asn === 'number' && Number.isInteger(record.asn) && record.asn > 0 ? record.asn : null,
    org: stringOrNull(record.org),
    alternates: {
      ...(typeof alternates.ipv4 === 'string' ? { ipv4: alternates.ipv4 } : {}),
      ...(typeof alternates.ipv6 === 'string' ? { ipv6: alternates.ipv6 } : {}),
    },
  };
}

export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function fetchOnce(url: string, fetchImpl: Fetch, signal?: AbortSignal): Promise<IpInfo> {
  const response = await fetchImpl(url, {
    cache: 'no-store',
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new IpLookupError(`HTTP ${response.status}`);
  return parseIpInfo(await response.json());
}

/** `url` with up to three attempts (waits of 300 then 600 ms); a cancel stops at once. */
export async function fetchIpInfo(
  url: string,
  { fetch: fetchImpl = fetch, signal, wait = waitFor }: LookupOptions = {},
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchOnce(url, fetchImpl, signal);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (signal?.aborted || delay === undefined) throw error;
      await wait(delay, signal);
    }
  }
}

/**
 * The address of this connection, then, when the server names a single-family origin for the
 * other family, the visitor's address in that family (one attempt with a time-out: an IPv4-only
 * visitor cannot reach an IPv6-only host, and that is the answer, not an error).
 */
export async function lookupVisitor(options: LookupOptions = {}): Promise<VisitorAddresses> {
  const primary = await fetchIpInfo(IP_PATH, options);
  const otherUrl = primary.version === 4 ? primary.alternates.ipv6 : primary.alternates.ipv4;
  if (!otherUrl) return { primary };
  const timeout = AbortSignal.timeout(OTHER_FAMILY_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const other = await fetchOnce(otherUrl, options.fetch ?? fetch, signal);
    // A proxy in between may answer in the same family; then there is no second address.
    return { primary, other: other.version === primary.version ? null : other };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { primary, other: null };
  }
}

/** Whether `error` is a cancelled request (a refresh replaced it, or the page closed). */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The ISP tile: "Google LLC (AS15169)", the organisation or the AS number alone, or null. */
export function ispLabel(info: Pick<IpInfo, 'asn' | 'org'>): string | null {
  if (info.org && info.asn) return `${info.org} (AS${info.asn})`;
  if (info.org) return info.org;
  return info.asn ? `AS${info.asn}` : null;
}

/** The country in the page's language from its ISO code ("US" → "United States" / "美国"). */
export function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
