/**
 * The merge's progress, and its form as the worker bridge's stage text. A light module: the UI
 * reads it, so it must not import the engine.
 */
export interface MergeProgress {
  /** Done over all the work: copying each page, then writing it out. */
  ratio: number;
  /** Pages copied so far, over the total. */
  copied: number;
  total: number;
  /** The file being copied or written. */
  fileName: string;
  /** Whether that file's copied pages are being written out. */
  writing: boolean;
}

/** The progress as the worker's stage text (the bridge carries a ratio and a string). */
export function encodeProgress(progress: MergeProgress): string {
  return JSON.stringify(progress);
}

/** The progress back from a stage text, or undefined for anything else. */
export function decodeProgress(stage: string | undefined): MergeProgress | undefined {
  try {
    const value = JSON.parse(stage ?? '') as Partial<MergeProgress>;
    return typeof value.copied === 'number' && typeof value.fileName === 'string'
      ? (value as MergeProgress)
      : undefined;
  } catch {
    return undefined;
  }
}
