import { lazy } from 'react';
import type { DialogView } from './dialog-view';

type View = typeof DialogView;

let view: View | null = null;
let loading: Promise<View> | null = null;

/** Fetches the dialog view's chunk (once; later calls share the same promise). */
export function loadDialogView(): Promise<View> {
  loading ??= import('./dialog-view').then((module) => (view = module.DialogView));
  return loading;
}

/** Whether the dialog view's chunk has arrived. */
export const isDialogViewLoaded = (): boolean => view !== null;

/**
 * The view as a lazy component. When the chunk is already there (fetched on idle or on hover),
 * React gets a thenable that calls back at once, so the dialog renders in the same pass, without
 * a fallback frame (React.lazy only ever calls `then` on what it is given).
 */
export const LazyDialogView = lazy(() => {
  if (view === null) return loadDialogView().then((loaded) => ({ default: loaded }));
  const module = { default: view };
  const settled = {
    then: (resolve: (loaded: typeof module) => void) => {
      resolve(module);
    },
  };
  return settled as unknown as Promise<typeof module>;
});
