import { Slot } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import type { DialogProps } from './dialog-props';
import { isDialogViewLoaded, LazyDialogView, loadDialogView } from './dialog-view-loader';

export type { DialogProps, DialogSize } from './dialog-props';

const CloseDialog = createContext<() => void>(() => undefined);

/**
 * A modal dialog (spec §9 dialogs: login prompt, SoundCheck, search on mobile, shortcuts). The
 * Radix part (focus trap, scroll lock: ~10 KB gzipped) is not in the first load's JavaScript: it
 * is fetched when the dialog first opens, or earlier when its trigger is hovered or focused, and
 * in any case once the page is idle. Until then only the trigger is rendered; pressing it opens
 * the dialog as soon as the view is there. Open state works as Radix's does: `open` +
 * `onOpenChange` from outside, or `defaultOpen` and the dialog's own state.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, ...props }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  const loaded = useDialogViewLoaded(isOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const close = useCallback(() => {
    setOpen(false);
  }, [setOpen]);

  const triggerOnly =
    props.trigger === undefined ? null : (
      <Slot.Root
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        onClick={() => {
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {props.trigger}
      </Slot.Root>
    );
  if (!loaded && !wasOpened) return triggerOnly;
  return (
    <CloseDialog value={close}>
      <Suspense fallback={triggerOnly}>
        <LazyDialogView {...props} open={isOpen} onOpenChange={setOpen} />
      </Suspense>
    </CloseDialog>
  );
}

const prefetch = () => {
  void loadDialogView();
};

/** Whether the view has arrived; fetched when `needed`, or when the browser is next idle. */
function useDialogViewLoaded(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(isDialogViewLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () => {
      void loadDialogView().then(() => {
        if (live) setLoaded(true);
      });
    };
    if (needed) load();
    const idle = whenIdle(load);
    return () => {
      live = false;
      idle();
    };
  }, [loaded, needed]);
  return loaded;
}

/** Runs `task` when the browser is idle (or after 2 s without requestIdleCallback); cancellable. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 2000);
  return () => {
    window.clearTimeout(id);
  };
}

/** Wraps a footer button so pressing it closes the dialog (e.g. "Maybe Later"). */
export function DialogClose({
  asChild = false,
  children,
}: {
  asChild?: boolean;
  children: ReactNode;
}) {
  const close = useContext(CloseDialog);
  if (asChild) return <Slot.Root onClick={close}>{children}</Slot.Root>;
  return (
    <button type="button" onClick={close}>
      {children}
    </button>
  );
}
