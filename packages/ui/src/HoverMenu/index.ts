export { HoverMenu } from './HoverMenu';
export type { HoverMenuItem, HoverMenuProps } from './types';
