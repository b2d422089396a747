// Masters into track slots (issue 25, docs/adr/0047): drop or pick many files, one slot each
// (POST /api/studio/releases/{id}/tracks), then a resumable tus upload with Uppy per file —
// progress, speed, time left, pause, resume, retry, and a file refused by the server shown with
// its reason. Uploads outlive the page that started them, so the studio home shows them too.
export {
  $fileProblems,
  $uploads,
  type FileProblem,
  filesChosen,
  type LocalUpload,
  type LocalUploads,
  releaseSeen,
  trackSlotCreated,
  uploadCancelled,
  uploadPaused,
  uploadResumed,
  uploadRetried,
  uploadSucceeded,
} from './model/uploads';
// The effects that reach the network and Uppy, for tests to replace.
export { cancelUploadFx, retryUploadFx, sendFilesFx } from './model/uploads';
export { TrackDropZone, type TrackDropZoneProps } from './ui/track-drop-zone';
export { UploadProgress, type UploadProgressProps } from './ui/upload-progress';
export { UploadsUnderWay, type UploadsUnderWayProps } from './ui/uploads-under-way';
