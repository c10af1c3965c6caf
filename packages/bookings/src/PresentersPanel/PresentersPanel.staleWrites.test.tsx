import { draftOf } from '../data/personDraft';
import { describeStaleSaves } from '../stories/staleSaveTesting';
import { Basic, ChangedElsewhere } from './PresentersPanel.stories';

// Issue 25: two tabs on 'Manage Presenter' for the same presenter; the stale tab's save must not win.
describeStaleSaves({
  Basic,
  ChangedElsewhere,
  person: { name: 'Margaret Hamilton', registrationID: 'presenter-1' },
  dialogName: 'Manage Presenter',
  editError: 'An error occurred editing this presenter',
  list: 'presenters.list',
  update: 'presenters.update',
  saveElsewhere: (api, presenter, company) =>
    api.presenters.update({
      ...draftOf(presenter),
      company,
      bookingID: presenter.bookingID,
      registrationID: presenter.registrationID,
      permissions: presenter.permissions,
      bridgeAccess: presenter.bridgeAccess,
      version: presenter.version,
    }),
});
