// A waveform for stories and tests (no test runner needed: stories import it too).
export { DEMO_PEAKS, demoPeaks } from './demo-peaks';
