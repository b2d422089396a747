import { useId, useState } from 'react';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import type { DownloadableFile } from '../lib/recovery-codes-file';
import styles from './second-factor.module.css';

export interface RecoveryCodesProps {
  codes: string[];
  /** The same codes as a text file. */
  file: DownloadableFile;
  onCopy: () => void;
  /** "I saved them": the codes are gone from the page after this. */
  onSaved: () => void;
}

/** The ten recovery codes, shown once: copy, download, and say they are kept before going on. */
export function RecoveryCodes({ codes, file, onCopy, onSaved }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const listId = useId();
  return (
    <div className={styles.panel}>
      <Alert tone="success" title="Your authenticator app is on.">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </Alert>
      <ol id={listId} className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCopy} aria-controls={listId}>
          Copy codes
        </Button>
        <Button variant="secondary" asChild>
          <a href={file.href} download={file.name}>
            Download as a file
          </a>
        </Button>
      </div>
      <Checkbox label="I have saved my recovery codes" checked={saved} onCheckedChange={setSaved} />
      <div className={styles.actions}>
        <Button onClick={onSaved} disabled={!saved}>
          Continue
        </Button>
      </div>
    </div>
  );
}
