export { AuditLog, type AuditLogProps } from './AuditLog';
