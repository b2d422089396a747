export { Dialog, DialogClose } from './dialog';
export type { DialogProps, DialogSize } from './dialog';
export { loadDialogView } from './dialog-view-loader';
