import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router';
import { APP_NAME } from '@/shared/config';
import { loginPath } from '@/shared/lib/navigation';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { $loginPromptOpen, loginPromptClosed } from '../model/play-requested';

export interface LoginPromptDialogViewProps {
  open: boolean;
  onClose: () => void;
  /** The page the visitor is on: the login brings them back to it. */
  returnTo?: string;
}

/**
 * Spec §2 "Login prompt dialog": a visitor tried to play a full track. "Go to Login" is a plain
 * link to /login (remembering this page, so the login comes back here) that also closes the
 * dialog; the dialog's own close control dismisses it.
 */
export function LoginPromptDialogView({ open, onClose, returnTo }: LoginPromptDialogViewProps) {
  return (
    <Dialog
      title={`Login to ${APP_NAME}`}
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      description="You must be logged in to play full tracks."
      footer={
        <DialogClose asChild>
          <Button asChild>
            <Link to={loginPath(returnTo)}>Go to Login</Link>
          </Button>
        </DialogClose>
      }
    />
  );
}

/** Mounted once in the app layout (inside the router): opens whenever the play rules say so. */
export function LoginPromptDialog() {
  const [open, close] = useUnit([$loginPromptOpen, loginPromptClosed]);
  const { pathname, search, hash } = useLocation();
  return (
    <LoginPromptDialogView open={open} onClose={close} returnTo={`${pathname}${search}${hash}`} />
  );
}
