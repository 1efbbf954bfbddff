import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Analysis } from '../core/analyze';
import { harmonicMatches } from '../core/camelot';
import { SPECTRUM_BANDS } from '../core/spectrum';
import { clickTrackWithChords } from '../core/synth';
import { waveformOf } from '../core/waveform';
import { Metronome } from './metronome';
import { ResultBlock } from './result-block';
import { Visualization } from './visualization';

/** A generated 20 s track at 128 BPM in A minor and a plausible analysis of it, for the views. */
const track = clickTrackWithChords({ bpm: 128, key: 'A', scale: 'minor', seconds: 20 });
const analysis: Analysis = {
  duration: 20,
  bpm: {
    tempo: 128,
    confidence: 0.71,
    offset: 0,
    peaks: Array.from({ length: 42 }, (_, beat) => (beat * 60) / 128),
    possibleTempos: [64, 128],
  },
  key: {
    key: 'A',
    scale: 'minor',
    camelot: '8A',
    confidence: 0.87,
    chroma: [0.62, 0.02, 0.3, 0.05, 0.81, 0.28, 0.03, 0.04, 0.2, 1, 0.04, 0.33],
    harmonicMatches: harmonicMatches('8A'),
  },
  // A falling slope with a bump around 220–440 Hz, the pad's range.
  spectrum: Array.from({ length: SPECTRUM_BANDS }, (_, band) =>
    Math.max(0, 0.9 - band / 220 + (band > 55 && band < 75 ? 0.15 : 0)),
  ),
};

const meta = {
  title: 'Tools/BPM Key Finder/Parts',
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed file's result block: BPM, half tempo, key, Camelot, matches and confidences. */
export const Result: Story = {
  render: () => (
    <ResultBlock
      fileName="house 128.wav"
      analysis={analysis}
      isVisualized={false}
      onPlay={() => {}}
      onToggleVisualization={() => {}}
    />
  ),
};

/** The visualisation card: waveform with the beats, spectrum and chroma (800 × 200 canvases). */
export const Views: Story = {
  render: () => <Visualization fileName="house 128.wav" waveform={waveformOf(track)} analysis={analysis} />,
};

/** The metronome; "Follow the detected BPM" is available because a tempo was detected. */
export const MetronomeFollowing: Story = {
  render: () => <Metronome detectedBpm={128} />,
};
