import type { DownloadFormat, DownloadOffer } from '@/entities/album';
import { Button } from '@/shared/ui/button';
import { createIcon } from '@/shared/ui/icons';
import { DOWNLOAD_FORMAT_LABELS, downloadsViewOf } from '../lib/download-formats';
import styles from './album-view.module.css';

const DownloadIcon = createIcon(
  'Download',
  <>
    <path d="M12 4v11m-5-5 5 5 5-5" />
    <path d="M5 20h14" />
  </>,
);

export interface AlbumDownloadsProps {
  offer: DownloadOffer | null;
  /** The format whose link is being made. */
  pending: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
}

/**
 * The formats the album can be downloaded in (docs/adr/0045): buttons for an owner, a line of
 * information before purchase or sign-in, nothing when no download is offered.
 */
export function AlbumDownloads({ offer, pending, onDownload }: AlbumDownloadsProps) {
  const view = downloadsViewOf(offer);
  if (view.kind === 'none') return null;
  if (view.kind === 'info') {
    return (
      <p className={styles.downloads}>
        <DownloadIcon size={16} />
        <span>{view.line}</span>
        {view.hint === null ? null : <span className={styles.downloadHint}>{view.hint}</span>}
      </p>
    );
  }
  return (
    <div className={styles.downloads} role="group" aria-label="Download">
      <span>Download</span>
      {view.formats.map((format) => (
        <Button
          key={format}
          size="sm"
          variant="ghost"
          icon={<DownloadIcon size={16} />}
          loading={pending === format}
          disabled={pending !== null && pending !== format}
          aria-label={`Download ${DOWNLOAD_FORMAT_LABELS[format]}`}
          onClick={() => {
            onDownload(format);
          }}
        >
          {DOWNLOAD_FORMAT_LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
