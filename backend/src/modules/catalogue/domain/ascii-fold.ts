// The folding rule is shared with the web client, so it lives once in @encore/shared-rules; the
// catalogue domain stays the import point for the backend's modules (search, lyrics).
export { foldToAscii } from '@encore/shared-rules';
