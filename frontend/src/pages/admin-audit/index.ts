export { AdminAuditPage } from './ui/admin-audit-page';
