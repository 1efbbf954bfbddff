import { ANALYSIS_SAMPLE_RATE } from '../core/constants';

/** Raised when the browser cannot decode the file (the spec's "cannot load audio file"). */
export class AudioDecodeError extends Error {
  override name = 'AudioDecodeError';
}

export interface DecodedAudio {
  /** Each channel at 44.1 kHz, copied out of the AudioBuffer so they can move to the worker. */
  channels: Float32Array[];
  /** Seconds. */
  duration: number;
}

/**
 * The file decoded by the browser's own decoder (every format it plays), resampled to 44.1 kHz by
 * an OfflineAudioContext at that rate. Decoding needs the page (workers have no AudioContext); it
 * is native code. Mixing to mono and the waveform are the worker's (CONTEXT.md).
 */
export async function decodeAudio(file: Blob): Promise<DecodedAudio> {
  if (typeof OfflineAudioContext === 'undefined') throw new AudioDecodeError('No OfflineAudioContext');
  const context = new OfflineAudioContext(1, 1, ANALYSIS_SAMPLE_RATE);
  let buffer: AudioBuffer;
  try {
    buffer = await context.decodeAudioData(await file.arrayBuffer());
  } catch (error) {
    throw new AudioDecodeError(error instanceof Error ? error.message : String(error));
  }
  const channels = Array.from(
    { length: buffer.numberOfChannels },
    (_, index) => new Float32Array(buffer.getChannelData(index)),
  );
  return { channels, duration: buffer.duration };
}
