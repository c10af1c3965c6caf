/**
 * Texts of the people lists' search (Guest List, Presenters): the search box, how many it shows and
 * 'Nobody matches …'. Part of sendingTexts (textsSending.ts), ours; a file of their own so that the
 * lists' first bytes carry only these, and the dialogs' words come with the dialogs.
 * @example peopleSearchTexts.shownCount(1, 4) // '1 of 4 shown'
 */
export const peopleSearchTexts = {
  /** How many of a list a search shows, said politely as it changes. */
  shownCount: (shown: number, total: number) => `${shown} of ${total} shown`,
  /** A search that matches nobody in a list that has people. */
  noMatch: (query: string) => `Nobody matches "${query}".`,
  /** The people lists' search (Guest List, Presenters). */
  peopleSearch: 'Search by name, email or company',
};
