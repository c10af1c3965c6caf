// The module LazyConfirmDialog loads on first use: a module of our own, so the bundler splits the
// kit's ConfirmDialog (with its Dialog and @floating-ui) from the kit code panels load at once.
export { ConfirmDialog } from '@greenroom/ui';
