import { allSettled, fork } from 'effector';
import { RELEASE_ID, studioReleaseFixture } from '@/entities/release/index.testing';
import type { OpenedImage, SquareCrop } from '@/shared/ui/square-crop-dialog';
import {
  $artworkCrop,
  $artworkCropError,
  $artworkError,
  artworkChosen,
  artworkCropCancelled,
  artworkCropConfirmed,
  artworkSizeProblem,
  closeArtworkImageFx,
  cropArtworkFx,
  openArtworkImageFx,
  uploadArtworkFx,
} from './artwork';
import { $release, editorOpened, fetchReleaseFx, waitForPollFx } from './release-editor';

const OTHER_RELEASE_ID = '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const NEW_URL = '/media/images/artwork/new-cover.jpg';

const png = (name = 'cover.png') => new File(['png'], name, { type: 'image/png' });

interface Made {
  releaseId: string;
  file: File;
  crop: SquareCrop;
}

/**
 * The editor open on a release without artwork, the browser steps faked: `size` is what the
 * chosen image decodes to (null: it cannot be read), `crop` how drawing the crop ends.
 */
function setup({
  size = { width: 2000, height: 1400 },
  crop = () => Promise.resolve(new File(['jpeg'], 'artwork.jpg', { type: 'image/jpeg' })),
}: {
  size?: { width: number; height: number } | null;
  crop?: () => Promise<File>;
} = {}) {
  const opened: File[] = [];
  const closed: string[] = [];
  const made: Made[] = [];
  const uploaded: { releaseId: string; file: File }[] = [];
  const scope = fork({
    handlers: [
      [
        fetchReleaseFx,
        ({ releaseId }: { releaseId: string }) =>
          // No cover until one is uploaded; then the server names it.
          Promise.resolve(
            studioReleaseFixture({
              id: releaseId,
              artwork_url: uploaded.length === 0 ? null : NEW_URL,
            }),
          ),
      ],
      [waitForPollFx, () => Promise.resolve()],
      [
        openArtworkImageFx,
        (file: File) => {
          opened.push(file);
          return size === null
            ? Promise.reject(new Error('The source image cannot be decoded.'))
            : Promise.resolve({ src: `blob:${opened.length}`, ...size });
        },
      ],
      [closeArtworkImageFx, (image: OpenedImage) => void closed.push(image.src)],
      [
        cropArtworkFx,
        (request: Made) => {
          made.push(request);
          return crop();
        },
      ],
      [
        uploadArtworkFx,
        (request: { releaseId: string; file: File }) => {
          uploaded.push(request);
          return Promise.resolve(NEW_URL);
        },
      ],
    ],
  });
  const open = (releaseId = RELEASE_ID) =>
    allSettled(editorOpened, { scope, params: { releaseId, role: 'artist', artistId: null } });
  return { scope, opened, closed, made, uploaded, open };
}

describe('the artwork’s size rule', () => {
  test('under 1400 on either side: refused in the server’s words', () => {
    expect(artworkSizeProblem({ width: 1200, height: 800 })).toBe(
      'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
    );
    expect(artworkSizeProblem({ width: 3000, height: 1399 })).toBe(
      'This image is 3000 × 1399 pixels; artwork must be at least 1400 × 1400.',
    );
    expect(artworkSizeProblem({ width: 1400, height: 1400 })).toBeNull();
  });
});

describe('choosing, cropping and uploading the artwork', () => {
  test('a wide image opens the crop; the confirmed square is drawn and uploaded', async () => {
    const { scope, made, uploaded, closed, open } = setup();
    await open();
    const file = png();
    await allSettled(artworkChosen, { scope, params: file });

    expect(scope.getState($artworkCrop)).toEqual({
      file,
      image: { src: 'blob:1', width: 2000, height: 1400 },
      refusal: null,
    });
    expect(uploaded).toEqual([]);

    await allSettled(artworkCropConfirmed, { scope, params: { x: 120, y: 0, size: 1400 } });
    expect(made).toEqual([{ releaseId: RELEASE_ID, file, crop: { x: 120, y: 0, size: 1400 } }]);
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]?.releaseId).toBe(RELEASE_ID);
    expect(uploaded[0]?.file.name).toBe('artwork.jpg');
    expect(scope.getState($artworkCrop)).toBeNull();
    expect(closed).toEqual(['blob:1']);
    expect(scope.getState($release)?.artwork_url).toBe(NEW_URL);
  });

  test('a square past what the server keeps is brought back inside the image, at 1400 or more', async () => {
    const { scope, made, open } = setup();
    await open();
    await allSettled(artworkChosen, { scope, params: png() });
    await allSettled(artworkCropConfirmed, { scope, params: { x: 900, y: -5, size: 900 } });
    expect(made.map((request) => request.crop)).toEqual([{ x: 600, y: 0, size: 1400 }]);
  });

  test('an image too small is refused before any upload, in the server’s words', async () => {
    const { scope, made, uploaded, closed, open } = setup({ size: { width: 1200, height: 800 } });
    await open();
    await allSettled(artworkChosen, { scope, params: png() });
    expect(scope.getState($artworkCrop)?.refusal).toBe(
      'This image is 1200 × 800 pixels; artwork must be at least 1400 × 1400.',
    );

    await allSettled(artworkCropConfirmed, { scope, params: { x: 0, y: 0, size: 800 } });
    expect(made).toEqual([]);
    await allSettled(artworkCropCancelled, { scope });
    expect(scope.getState($artworkCrop)).toBeNull();
    expect(closed).toEqual(['blob:1']);
    expect(uploaded).toEqual([]);
  });

  test('cancelled: nothing is uploaded and the image is let go', async () => {
    const { scope, made, uploaded, closed, open } = setup();
    await open();
    await allSettled(artworkChosen, { scope, params: png() });
    await allSettled(artworkCropCancelled, { scope });
    expect(scope.getState($artworkCrop)).toBeNull();
    expect(closed).toEqual(['blob:1']);
    expect(made).toEqual([]);
    expect(uploaded).toEqual([]);
  });

  test('a file of the wrong kind is refused before it is opened', async () => {
    const { scope, opened, open } = setup();
    await open();
    await allSettled(artworkChosen, {
      scope,
      params: new File(['gif'], 'cover.gif', { type: 'image/gif' }),
    });
    expect(scope.getState($artworkError)).toBe('Choose a JPEG, PNG or WebP image.');
    expect(opened).toEqual([]);
    expect(scope.getState($artworkCrop)).toBeNull();
  });

  test('an image the browser cannot read: the server’s words, no dialog', async () => {
    const { scope, open } = setup({ size: null });
    await open();
    await allSettled(artworkChosen, { scope, params: png() });
    expect(scope.getState($artworkError)).toBe(
      'This image could not be read. Please try another file.',
    );
    expect(scope.getState($artworkCrop)).toBeNull();
  });

  test('a crop that cannot be drawn keeps the dialog open, says so, uploads nothing', async () => {
    const { scope, uploaded, closed, open } = setup({
      crop: () => Promise.reject(new Error('No 2D canvas')),
    });
    await open();
    await allSettled(artworkChosen, { scope, params: png() });
    await allSettled(artworkCropConfirmed, { scope, params: { x: 0, y: 0, size: 1400 } });
    expect(scope.getState($artworkCropError)).toBe(
      'The crop could not be made. Try again, or choose another image.',
    );
    expect(scope.getState($artworkCrop)).not.toBeNull();
    expect(closed).toEqual([]);
    expect(uploaded).toEqual([]);
  });

  test('a crop finished after the editor moved to another release is not uploaded to it', async () => {
    let moveOn: () => void = () => undefined;
    const { scope, uploaded, closed, open } = setup({
      crop: () => {
        // While the crop is drawn, the artist opens another release.
        moveOn();
        return Promise.resolve(new File(['jpeg'], 'artwork.jpg', { type: 'image/jpeg' }));
      },
    });
    moveOn = () => void open(OTHER_RELEASE_ID);
    await open();
    await allSettled(artworkChosen, { scope, params: png() });
    await allSettled(artworkCropConfirmed, { scope, params: { x: 0, y: 0, size: 1400 } });

    expect(scope.getState($release)?.id).toBe(OTHER_RELEASE_ID);
    expect(uploaded).toEqual([]);
    expect(scope.getState($artworkCrop)).toBeNull();
    expect(closed).toEqual(['blob:1']);
  });
});
