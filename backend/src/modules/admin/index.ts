// The admin area: its Nest module, the boundary every /api/admin controller wears, and the
// admin rule bound to the platform's AdminPower port (for the worker, which builds the studio).
export { AdminModule } from './admin.module.js';
export { AdminGuard, AdminOnly } from './admin-only.guard.js';
export { AdminPowerModule } from './admin-power.module.js';
export { AdminErrors } from './admin.errors.js';
export { type AuditEntry, AuditLog } from './audit/audit-log.js';
