export { ClampedText } from './clamped-text';
export type { ClampedTextProps } from './clamped-text';
