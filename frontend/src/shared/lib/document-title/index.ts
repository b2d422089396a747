export { useDocumentTitle } from './use-document-title';
