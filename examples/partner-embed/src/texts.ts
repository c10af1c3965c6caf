// Texts of the partner example page and its embed entry. None is given by the spec: all ours.
export const embedTexts = {
  loading: 'Loading the event…',
  loadFailed: 'The event could not be loaded.',
};
