export { lazyComponent, type PreloadableComponent } from './lazyComponent';
