export { SystemCheckAdmin, type SystemCheckAdminProps } from './SystemCheckAdmin';
