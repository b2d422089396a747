import { Link } from 'react-router';
import { artistDashboardPath } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { SearchBox } from '@/shared/ui/text-field';
import { Panel } from '@/shared/ui/panel';
import type { AdminUserDetail, ArtistChoice } from '../api/admin-users-api';
import type { AccountAction } from '../lib/account-action';
import type { PickerStatus } from '../model/artist-picker';
import styles from './admin-user.module.css';

export interface ArtistPicker {
  search: string;
  choices: ArtistChoice[];
  status: PickerStatus;
}

export interface ArtistLinkSectionProps {
  account: AdminUserDetail;
  picker: ArtistPicker;
  onSearch: (text: string) => void;
  onPropose: (action: AccountAction) => void;
}

/** The artist profile the account manages (its dashboard reads it), and the picker to change it. */
export function ArtistLinkSection({
  account,
  picker,
  onSearch,
  onPropose,
}: ArtistLinkSectionProps) {
  const linked = account.artist;
  return (
    <Panel title="Artist profile">
      {linked === null ? (
        <p className={styles.muted}>Not linked to an artist profile.</p>
      ) : (
        <div className={styles.linked}>
          <p>
            Manages <strong>{linked.name}</strong>
          </p>
          <div className={styles.actions}>
            <Button asChild variant="secondary" size="sm">
              <Link to={artistDashboardPath(linked.id)}>Open analytics</Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onPropose({ kind: 'unlink' });
              }}
            >
              Unlink
            </Button>
          </div>
        </div>
      )}
      {linked !== null && account.role !== 'artist' ? (
        <Alert tone="warning">
          Only an artist account reads the artist dashboard: change the role to Artist for the link
          to count.
        </Alert>
      ) : null}
      <SearchBox
        label={linked === null ? 'Link to an artist profile' : 'Link to another artist profile'}
        placeholder="Start of the artist's name"
        value={picker.search}
        maxLength={100}
        onSearch={onSearch}
      />
      <PickerResults picker={picker} linkedId={linked?.id ?? null} onPropose={onPropose} />
    </Panel>
  );
}

function PickerResults({
  picker,
  linkedId,
  onPropose,
}: {
  picker: ArtistPicker;
  linkedId: string | null;
  onPropose: (action: AccountAction) => void;
}) {
  switch (picker.status) {
    case 'idle':
      return null;
    case 'loading':
      return <Spinner size="sm" label="Finding artist profiles" />;
    case 'failed':
      return <Alert tone="error">The artist profiles could not be searched. Try again.</Alert>;
    case 'ready':
      if (picker.choices.length === 0) {
        return (
          <p className={styles.muted}>No artist profile starts with “{picker.search.trim()}”.</p>
        );
      }
      return (
        <ul className={styles.choices} aria-label="Matching artist profiles">
          {picker.choices.map((artist) => (
            <li key={artist.id} className={styles.choice}>
              <span>
                {artist.name}
                <span className={styles.muted}>
                  {' '}
                  · {artist.accounts === 1 ? '1 account' : `${artist.accounts} accounts`}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={artist.id === linkedId}
                onClick={() => {
                  onPropose({ kind: 'link', artist: { id: artist.id, name: artist.name } });
                }}
                aria-label={`Link to ${artist.name}`}
              >
                {artist.id === linkedId ? 'Linked' : 'Link'}
              </Button>
            </li>
          ))}
        </ul>
      );
  }
}
