import { validateCreateProducer, validateCreateSpace, validateEditProducer } from './admin';

describe('admin forms', () => {
  it('create producer: every field required after trimming, no email format check', () => {
    expect(validateCreateProducer({ username: ' ', email: '', temporaryPassword: '', first: 'Ada', last: '\t' })).toEqual({
      username: 'Required',
      email: 'Required',
      temporaryPassword: 'Required',
      last: 'Required',
    });
    expect(validateCreateProducer({ username: 'ada', email: 'not-an-email', temporaryPassword: 'x', first: 'A', last: 'L' })).toEqual({});
  });

  it('edit producer: one must be chosen', () => {
    expect(validateEditProducer({ producerID: '' })).toEqual({ producerID: 'Required' });
    expect(validateEditProducer({ producerID: 'u1' })).toEqual({});
  });

  it('create space: text fields, port, project and world', () => {
    const valid = {
      spaceName: 'Hall',
      defaultVideoServer: 'wss://video',
      defaultVideoServerAppID: 'app',
      defaultGameServer: 'game',
      defaultGamePort: 443,
      projectID: 'p1',
      worldID: 'w1',
    };
    expect(validateCreateSpace(valid)).toEqual({});
    expect(validateCreateSpace({ ...valid, spaceName: ' ', defaultGamePort: '  ', projectID: '', worldID: '' })).toEqual({
      spaceName: 'Required',
      defaultGamePort: 'Required',
      projectID: 'Required',
      worldID: 'Required',
    });
    expect(validateCreateSpace({ ...valid, defaultGamePort: Number.NaN })).toEqual({ defaultGamePort: 'Required' });
  });
});
