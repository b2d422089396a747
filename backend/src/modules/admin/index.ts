// The admin area: its Nest module and the boundary every /api/admin controller wears.
export { AdminModule } from './admin.module.js';
export { AdminGuard, AdminOnly } from './admin-only.guard.js';
export { AdminErrors } from './admin.errors.js';
export { type AuditEntry, AuditLog } from './audit/audit-log.js';
