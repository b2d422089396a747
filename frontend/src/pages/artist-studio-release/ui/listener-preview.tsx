import type { StudioRelease } from '@/entities/release';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { AlbumContent, type DisabledControls } from '@/widgets/album-view';
import { listenerViewOf } from '../lib/listener-view';
import { ListenerPreviewBanner } from './listener-preview-banner';

/**
 * The page's controls show as listeners see them but do nothing here (docs/adr/0047): playing
 * belongs to the editor, and buying or sharing a release before it is public has no meaning.
 */
export const PREVIEW_CONTROLS: DisabledControls = {
  play: 'Play from the editor',
  purchaseAndShare: 'Listeners can do this on the public page',
};

const nothing = (): void => undefined;

export interface ListenerPreviewProps {
  release: StudioRelease;
  /** The release's editor, with an admin's `?artist_id=`. */
  editorPath: string;
  /** The back arrow on small screens, as on the album page. */
  onBack: () => void;
  timeZone?: string;
}

/** The banner, then the album page's own view of the release as a listener will get it. */
export function ListenerPreview({ release, editorPath, onBack, timeZone }: ListenerPreviewProps) {
  const view = listenerViewOf(release);
  useDocumentTitle(`Preview: ${release.title}`);
  return (
    <>
      <ListenerPreviewBanner
        release={release}
        hiddenTrackCount={view.hiddenTrackCount}
        editorPath={editorPath}
        {...(timeZone === undefined ? {} : { timeZone })}
      />
      <AlbumContent
        album={view.album}
        tracks={view.tracks}
        access={view.access}
        currentTrackId={null}
        playing={false}
        onShare={nothing}
        onPlayAll={nothing}
        onShuffle={nothing}
        onTrackPlay={nothing}
        onBack={onBack}
        downloadOffer={null}
        downloadPending={null}
        onDownload={nothing}
        disabledControls={PREVIEW_CONTROLS}
      />
    </>
  );
}
