export { Dialog, DialogClose } from './dialog';
export type { DialogProps, DialogSize } from './dialog';
