// The live analysis' capture, on the audio thread. Plain JavaScript loaded by URL
// (`audioWorklet.addModule`), so it never goes through a bundler's module graph.
// The audio thread hands over 128 frames at a time; posting each would be 344 messages a second,
// so they are gathered into buffers of `processorOptions.bufferSize` mono samples (inputs mixed).

class MicCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.size = options.processorOptions?.bufferSize ?? 4096;
    this.buffer = new Float32Array(this.size);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let frame = 0; frame < frames; frame++) {
      let sum = 0;
      for (const channel of channels) sum += channel[frame];
      this.buffer[this.filled++] = sum / channels.length;
      if (this.filled === this.size) {
        this.port.postMessage(this.buffer, [this.buffer.buffer]);
        this.buffer = new Float32Array(this.size);
        this.filled = 0;
      }
    }
    // Outputs stay silent: nothing captured is played back.
    return true;
  }
}

registerProcessor('mic-capture', MicCaptureProcessor);
