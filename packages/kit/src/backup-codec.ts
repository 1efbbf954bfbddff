import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * How values a JSON file cannot hold are written into a backup (CONTEXT.md Rules: Backup › Blobs):
 * an object `{ "$backup": <kind>, ... }` in their place. A stored plain object that happens to
 * have a `$backup` key of its own is wrapped (`{ "$backup": "object", value }`), so reading back
 * never mistakes user data for a tag.
 */
export const BACKUP_TAG = '$backup';

type Tagged =
  | { $backup: 'blob'; type: string; base64: string }
  | { $backup: 'bytes'; base64: string }
  | { $backup: 'arraybuffer'; base64: string }
  | { $backup: 'date'; value: string }
  | { $backup: 'object'; value: Record<string, unknown> };

/** A value in a backup that cannot be read back (a damaged tag): its path says where. */
export class BackupValueError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'BackupValueError';
    this.path = path;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * `value` as JSON-ready data: Blobs (with their type), byte arrays and Dates become tagged objects,
 * everything else is copied as it is. Async because a Blob's bytes are read.
 */
export async function encodeBackupValue(value: unknown): Promise<unknown> {
  if (isBlob(value)) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return { $backup: 'blob', type: value.type, base64: bytesToBase64({ bytes }) } satisfies Tagged;
  }
  if (value instanceof Uint8Array)
    return { $backup: 'bytes', base64: bytesToBase64({ bytes: value }) } satisfies Tagged;
  if (value instanceof ArrayBuffer)
    return {
      $backup: 'arraybuffer',
      base64: bytesToBase64({ bytes: new Uint8Array(value) }),
    } satisfies Tagged;
  if (value instanceof Date) return { $backup: 'date', value: value.toISOString() } satisfies Tagged;
  if (Array.isArray(value)) return Promise.all(value.map(encodeBackupValue));
  if (isPlainObject(value)) {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [key, await encodeBackupValue(item)] as const),
    );
    const encoded = Object.fromEntries(entries);
    return BACKUP_TAG in value ? ({ $backup: 'object', value: encoded } satisfies Tagged) : encoded;
  }
  return value;
}

function decodeBase64(text: unknown, path: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string') throw new BackupValueError(path, 'base64 text is missing');
  const decoded = base64ToBytes({ text });
  if (!decoded.ok) throw new BackupValueError(path, `bad base64 (${decoded.error.code})`);
  // A copy of exactly its bytes: the decoder may hand back a view of a larger buffer.
  return decoded.bytes.slice() as Uint8Array<ArrayBuffer>;
}

/** The inverse of `encodeBackupValue`. Throws `BackupValueError` (with the path) on a damaged tag. */
export function decodeBackupValue(value: unknown, path = '$'): unknown {
  if (Array.isArray(value)) return value.map((item, index) => decodeBackupValue(item, `${path}[${index}]`));
  if (!isPlainObject(value)) return value;
  if (BACKUP_TAG in value) {
    const tag = value[BACKUP_TAG];
    switch (tag) {
      case 'blob': {
        const type = typeof value.type === 'string' ? value.type : '';
        return new Blob([decodeBase64(value.base64, path)], { type });
      }
      case 'bytes':
        return decodeBase64(value.base64, path);
      case 'arraybuffer':
        return decodeBase64(value.base64, path).buffer;
      case 'date': {
        const date = new Date(typeof value.value === 'string' ? value.value : Number.NaN);
        if (Number.isNaN(date.getTime())) throw new BackupValueError(path, 'not a date');
        return date;
      }
      case 'object': {
        if (!isPlainObject(value.value)) throw new BackupValueError(path, 'wrapped object is missing');
        return decodeObject(value.value, path);
      }
      default:
        throw new BackupValueError(path, `unknown kind ${JSON.stringify(tag)}`);
    }
  }
  return decodeObject(value, path);
}

function decodeObject(value: Record<string, unknown>, path: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, decodeBackupValue(item, `${path}.${key}`)]),
  );
}

/** A row's `updatedAt` as a comparable number (ISO text or milliseconds), or undefined. */
export function updatedAtOf(row: unknown): number | undefined {
  if (!isPlainObject(row)) return undefined;
  const stamp = row.updatedAt;
  const time = typeof stamp === 'number' ? stamp : typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}

/**
 * Merge (CONTEXT.md Rules: Backup › Merge): whether the file's copy of a record replaces the one
 * already here. Only when both carry an `updatedAt` and the file's is later; otherwise what is
 * here is kept.
 */
export function isIncomingNewer(local: unknown, incoming: unknown): boolean {
  const localTime = updatedAtOf(local);
  const incomingTime = updatedAtOf(incoming);
  return localTime !== undefined && incomingTime !== undefined && incomingTime > localTime;
}
