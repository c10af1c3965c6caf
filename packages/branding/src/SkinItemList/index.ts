export { SkinItemList, type SkinItemListProps } from './SkinItemList';
