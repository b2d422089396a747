// Pictures for this component's stories and tests (no test runner needed: stories import it too).
export { sampleImage } from './sample-image';
