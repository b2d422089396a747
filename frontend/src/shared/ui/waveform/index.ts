export { peaksDurationOf, peaksOf, WAVEFORM_BARS, waveformBars } from './waveform-peaks';
export { WaveformBars } from './waveform-bars';
export type { WaveformBarsProps, WaveformStretch } from './waveform-bars';
