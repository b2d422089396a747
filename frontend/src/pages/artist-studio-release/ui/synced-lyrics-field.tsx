import { type ChangeEvent, useId, useRef } from 'react';
import { parseLrc } from '@/entities/lyric';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import styles from './track-details.module.css';
import { SyncedLyricsPreview } from './synced-lyrics-preview';

export interface SyncedLyricsFieldProps {
  value: string;
  /** Why the text (or the last file chosen) cannot be used, when it is to be shown. */
  error: string | null;
  /** The text is valid LRC (no problem at all, shown or not): the preview may show it. */
  valid: boolean;
  onChange: (text: string) => void;
  /** The artist left the field or pasted into it: its problems may show now. */
  onChecked: () => void;
  onFile: (file: File) => void;
  onClear: () => void;
}

/** Synced lyrics: LRC pasted or typed, or read from an .lrc file; previewed once valid. */
export function SyncedLyricsField(props: SyncedLyricsFieldProps) {
  const { value, error, valid } = props;
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const lines = valid && value.trim() !== '' ? parseLrc(value) : [];

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    event.currentTarget.value = '';
    if (file !== undefined) props.onFile(file);
  };

  return (
    <div className={styles.synced}>
      <TextArea
        ref={textArea}
        label="Synced lyrics (LRC)"
        hint="Each line starts with its time, like [00:12.50] First line. Paste them, or upload an .lrc file."
        className={styles.lrc}
        rows={8}
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => {
          props.onChange(event.currentTarget.value);
        }}
        onBlur={props.onChecked}
        onPaste={props.onChecked}
      />
      <div className={styles.tools}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            fileInput.current?.click();
          }}
        >
          Upload .lrc file
        </Button>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept=".lrc,.txt,text/plain"
          aria-label="LRC file"
          hidden
          onChange={onFileChosen}
        />
        <Button
          variant="ghost"
          size="sm"
          disabled={value === ''}
          onClick={() => {
            props.onClear();
            textArea.current?.focus();
          }}
        >
          Clear synced lyrics
        </Button>
      </div>
      {lines.length === 0 ? null : <SyncedLyricsPreview lines={lines} />}
    </div>
  );
}
