import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Dialog } from '@/shared/ui/dialog';
import {
  $isSearchDialogOpen,
  searchDialogClosed,
  searchDialogOpened,
} from '../model/search-dialog';
import { SearchBox } from './search-box';

export const SEARCH_DIALOG_TITLE = 'Search artists, albums, tracks...';

export interface SearchDialogProps {
  /** The element that opens the dialog (the bottom bar's search icon). */
  trigger: ReactNode;
}

/** Spec §2, mobile: the search box in a dialog; an accepted submit closes it. */
export function SearchDialog({ trigger }: SearchDialogProps) {
  const [open, opened, closed] = useUnit([
    $isSearchDialogOpen,
    searchDialogOpened,
    searchDialogClosed,
  ]);
  return (
    <Dialog
      title={SEARCH_DIALOG_TITLE}
      size="md"
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) opened();
        else closed();
      }}
    >
      <SearchBox autoFocus />
    </Dialog>
  );
}
