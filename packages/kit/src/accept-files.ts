/** The parts of a `File` the checks read, so the logic can be tested with plain objects. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type RejectionReason = 'type' | 'size';

export interface FileRejection<F extends FileLike = File> {
  file: F;
  reason: RejectionReason;
}

export interface PartitionFilesInput<F extends FileLike> {
  files: readonly F[];
  /** Same syntax as `<input accept>`: '.pdf,application/pdf', 'image/*'. Empty or absent accepts all. */
  accept?: string;
  maxSizeBytes?: number;
  /** When false only the first file is considered, as a single-file picker would give. */
  multiple?: boolean;
}

export interface PartitionedFiles<F extends FileLike> {
  accepted: F[];
  rejected: FileRejection<F>[];
}

/** Splits chosen or dropped files into those the zone takes and those it refuses, with why. */
export function partitionFiles<F extends FileLike>({
  files,
  accept,
  maxSizeBytes,
  multiple = false,
}: PartitionFilesInput<F>): PartitionedFiles<F> {
  const considered = multiple ? files : files.slice(0, 1);
  const accepted: F[] = [];
  const rejected: FileRejection<F>[] = [];
  for (const file of considered) {
    if (!matchesAccept({ file, accept })) rejected.push({ file, reason: 'type' });
    else if (maxSizeBytes !== undefined && file.size > maxSizeBytes) rejected.push({ file, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/**
 * Applies the browser's own accept rules: a token is an extension ('.pdf'), an exact MIME type,
 * or a MIME wildcard ('image/*'). Drops bypass the picker's filter, so they must be checked here.
 */
export function matchesAccept({ file, accept }: { file: FileLike; accept?: string }): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  // Browsers leave `type` empty for unknown kinds; such files can still match by extension.
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token === '*' || token === '*/*') return true;
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type !== '' && type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
