// @greenroom/admin: the super-admin's maintenance screens (docs/reference/portal.md §2 "Admin screens").
export { CreateProject, type CreateProjectProps } from './CreateProject';
export { CreateSpace, type CreateSpaceProps } from './CreateSpace';
export { ProducerAdmin, type ProducerAdminProps } from './ProducerAdmin';
export { BookingsOverview, type BookingsOverviewProps } from './BookingsOverview';
export { UsageRepair, type UsageRepairProps } from './UsageRepair';
export { SystemCheckAdmin, type SystemCheckAdminProps } from './SystemCheckAdmin';
export { LoginCodeLookup, type LoginCodeLookupProps } from './LoginCodeLookup';
export { CacheAdmin, type CacheAdminProps } from './CacheAdmin';
export { SpaceWorldsScript, type SpaceWorldsScriptProps } from './SpaceWorldsScript';
export { SpaceEndTimeUpdate, type SpaceEndTimeUpdateProps } from './SpaceEndTimeUpdate';
export { AuditLog, type AuditLogProps } from './AuditLog';
export { MailOutbox, type MailOutboxProps } from './MailOutbox';
export { adminTexts, adminTextTable, type AdminTexts } from './texts';
export type { AdminSlice } from './types';
