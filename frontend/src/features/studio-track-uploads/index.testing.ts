// The slice's test support for other slices' tests and stories.
export { localUploadFixture, STARTING_UPLOAD } from './testing/upload-fixtures';
