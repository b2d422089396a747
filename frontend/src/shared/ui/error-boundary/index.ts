export { ErrorBoundary } from './error-boundary';
export type { ErrorBoundaryProps } from './error-boundary';
export { RenderFailure } from './render-failure';
export type { RenderFailureProps } from './render-failure';
