export { DisabledWithReason } from './disabled-with-reason';
export type { DisabledWithReasonProps } from './disabled-with-reason';
export { Tooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
