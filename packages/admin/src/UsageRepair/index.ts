export { UsageRepair, type UsageRepairProps } from './UsageRepair';
