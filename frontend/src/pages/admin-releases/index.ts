// The admin area's releases (/admin/releases): the newest publications, taken down or restored.
export { AdminReleasesPage } from './ui/admin-releases-page';
