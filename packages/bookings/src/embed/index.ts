export { mountEmbed, type EmbedOptions } from './mountEmbed';
export { withCallbacks, type ErrorCallback, type OnResult } from './withCallbacks';
