import { mixToMono } from '../core/analyze';
import { ANALYSIS_SAMPLE_RATE } from '../core/constants';

/** Raised when the browser cannot decode the file (the spec's "cannot load audio file"). */
export class AudioDecodeError extends Error {
  override name = 'AudioDecodeError';
}

/**
 * The file as mono samples at 44.1 kHz: the browser's own decoder (every format it plays),
 * resampled by an OfflineAudioContext at that rate, then the channels' mean. Decoding needs the
 * main thread (workers have no AudioContext); it is native code and takes well under a second.
 */
export async function decodeToMono(file: Blob): Promise<Float32Array> {
  if (typeof OfflineAudioContext === 'undefined') throw new AudioDecodeError('No OfflineAudioContext');
  const context = new OfflineAudioContext(1, 1, ANALYSIS_SAMPLE_RATE);
  let buffer: AudioBuffer;
  try {
    buffer = await context.decodeAudioData(await file.arrayBuffer());
  } catch (error) {
    throw new AudioDecodeError(error instanceof Error ? error.message : String(error));
  }
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
  // A copy when the buffer has one channel: the samples are transferred to the worker.
  return channels.length === 1 ? new Float32Array(channels[0] as Float32Array) : mixToMono(channels);
}
