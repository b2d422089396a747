// The admin area's frame (docs/adr/0034): its navigation, the queue board's tab, the page beside.
export { AdminLayout } from './ui/admin-layout';
