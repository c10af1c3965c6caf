import { HttpError } from './HttpError';
import { isOffered, notOffered, notOfferedDomain } from './notOffered';

describe('calls a backend does not offer', () => {
  it('rejects with a 501 naming the call and is recognised as not offered', async () => {
    const call = notOffered<(p: { id: string }) => Promise<void>>('registrations.bulkCreate');
    expect(isOffered(call)).toBe(false);
    const error = await call({ id: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 501, message: 'registrations.bulkCreate is not offered by this backend' });
  });

  it('counts a real function as offered and anything else as not', () => {
    expect(isOffered(async () => 1)).toBe(true);
    expect(isOffered(undefined)).toBe(false);
    expect(isOffered('list')).toBe(false);
  });

  it('makes a whole domain of not-offered calls, each named', async () => {
    const domain = notOfferedDomain('emailTemplates');
    expect(Object.keys(domain)).toContain('send');
    expect(Object.values(domain).every((call) => !isOffered(call))).toBe(true);
    await expect(domain.send({} as never)).rejects.toMatchObject({ status: 501, message: 'emailTemplates.send is not offered by this backend' });
    expect('then' in domain).toBe(false);
  });
});
