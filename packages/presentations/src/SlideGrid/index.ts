export { SlideGrid, type SlideGridProps } from './SlideGrid';
