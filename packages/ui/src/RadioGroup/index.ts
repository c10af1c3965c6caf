export { RadioGroup } from './RadioGroup';
export type { RadioGroupOption, RadioGroupProps } from './RadioGroup';
export { Radio } from './Radio';
export type { RadioProps } from './Radio';
