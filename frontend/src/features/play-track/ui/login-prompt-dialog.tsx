import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { APP_NAME, ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { $loginPromptOpen, loginPromptClosed } from '../model/play-requested';

export interface LoginPromptDialogViewProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 "Login prompt dialog": a visitor tried to play a full track. "Go to Login" is a plain
 * link to /login that also closes the dialog; the dialog's own close control dismisses it.
 */
export function LoginPromptDialogView({ open, onClose }: LoginPromptDialogViewProps) {
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
            <Link to={ROUTES.login}>Go to Login</Link>
          </Button>
        </DialogClose>
      }
    />
  );
}

/** Mounted once in the app layout (inside the router): opens whenever the play rules say so. */
export function LoginPromptDialog() {
  const [open, close] = useUnit([$loginPromptOpen, loginPromptClosed]);
  return <LoginPromptDialogView open={open} onClose={close} />;
}
