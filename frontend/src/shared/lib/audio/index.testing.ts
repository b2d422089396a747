// The slice's test support for other slices' tests: a public entry of its own, so the app's entry
// (index.ts) exports no fakes.
export { RecordingEngine } from './recording-engine';
