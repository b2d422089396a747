import { Button } from '@/shared/ui/button';
import { PauseIcon, PlayIcon } from '@/shared/ui/icons';
import { percentSent, uploadFiguresText } from '../lib/upload-progress';
import type { LocalUpload } from '../model/uploads';
import styles from './upload-progress.module.css';

export interface UploadProgressProps {
  upload: Pick<LocalUpload, 'fileName' | 'phase' | 'bytesSent' | 'bytesTotal' | 'throughput'>;
  onPause: () => void;
  onResume: () => void;
}

/** A file on its way: the bar, how much, how fast, how long is left, and pause or resume. */
export function UploadProgress({ upload, onPause, onResume }: UploadProgressProps) {
  const paused = upload.phase === 'paused';
  const percent = percentSent(upload.bytesSent, upload.bytesTotal);
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-label={`Uploading ${upload.fileName}`}
        aria-valuetext={`${percent}%`}
      />
      <p className={styles.figures}>
        {percent}% ·{' '}
        {uploadFiguresText({
          bytesSent: upload.bytesSent,
          bytesTotal: upload.bytesTotal,
          bytesPerSecond: upload.throughput.bytesPerSecond,
          paused,
        })}
      </p>
      <Button
        className={styles.action}
        variant="ghost"
        size="sm"
        icon={paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        onClick={paused ? onResume : onPause}
        aria-label={`${paused ? 'Resume' : 'Pause'} uploading ${upload.fileName}`}
      >
        {paused ? 'Resume' : 'Pause'}
      </Button>
    </div>
  );
}
