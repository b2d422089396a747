export { type AuditEntry, AuditTrail } from './audit-trail.js';
export { AuditModule } from './audit.module.js';
