export { CheckboxList } from './CheckboxList';
export type { CheckboxListProps } from './CheckboxList';
