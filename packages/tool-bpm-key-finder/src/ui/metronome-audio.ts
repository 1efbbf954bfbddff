import type { ClickRecipe } from '../core/metronome';

/** A few ms of attack keeps an oscillator from starting with a pop. */
const ATTACK_S = 0.002;
/** How sharply the wood block's band-pass filter rings. */
const WOOD_Q = 12;
/** A narrow band of noise is much quieter than a full oscillator: bring it to the same level. */
const NOISE_MAKEUP_GAIN = 4;

/** A 20 ms noise burst that dies away, the strike that sets the wood block's filter ringing. */
export function noiseBurst(context: BaseAudioContext): AudioBuffer {
  const length = Math.round(context.sampleRate * 0.02);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let index = 0; index < length; index++)
    samples[index] = (Math.random() * 2 - 1) * Math.exp((-index / length) * 6);
  return buffer;
}

/** One click at `time` on the audio clock, into `output` (the volume). */
export function playClick(
  context: BaseAudioContext,
  output: AudioNode,
  recipe: ClickRecipe,
  time: number,
  noise: () => AudioBuffer,
) {
  const envelope = context.createGain();
  const peak = recipe.source === 'noise' ? recipe.gain * NOISE_MAKEUP_GAIN : recipe.gain;
  envelope.gain.setValueAtTime(0, time);
  envelope.gain.linearRampToValueAtTime(peak, time + ATTACK_S);
  // An exponential fall to silence; setTargetAtTime, unlike an exponential ramp, accepts 0.
  envelope.gain.setTargetAtTime(0, time + ATTACK_S, recipe.duration / 5);
  envelope.connect(output);
  const end = time + recipe.duration;
  if (recipe.source === 'noise') {
    const source = context.createBufferSource();
    source.buffer = noise();
    const filter = context.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.setValueAtTime(recipe.frequency, time);
    filter.Q.setValueAtTime(WOOD_Q, time);
    source.connect(filter);
    filter.connect(envelope);
    source.start(time);
    source.stop(end);
    return;
  }
  const oscillator = context.createOscillator();
  oscillator.type = recipe.source;
  oscillator.frequency.setValueAtTime(recipe.frequency, time);
  oscillator.connect(envelope);
  oscillator.start(time);
  oscillator.stop(end);
}
