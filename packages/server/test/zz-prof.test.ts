import { createTenant, bookingPayload } from './bookingFixtures';
import { createTestServer } from './helpers';
import { bookingListJson } from '../src/bookings/store/bookings';
it('prof', async () => {
  const server = await createTestServer();
  const tenant = await createTenant(server);
  for (let i = 0; i < 500; i++) {
    const r = await server.app.inject({ method: 'POST', url: '/api/booking', headers: tenant.producer.auth, payload: bookingPayload(tenant.spaceID, { name: 'B' + i }) });
    if (r.statusCode !== 201) throw new Error(r.body);
  }
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    const rows = await server.db.selectFrom('bookings').selectAll().where('space_id', '=', tenant.spaceID).execute();
    const tq = performance.now() - t; t = performance.now();
    const list = await bookingListJson(server.db, tenant.spaceID);
    const tl = performance.now() - t; t = performance.now();
    const s = JSON.stringify(list);
    const ts = performance.now() - t; t = performance.now();
    const r = await server.app.inject({ method: 'GET', url: `/api/space/bookings/all?spaceID=${tenant.spaceID}`, headers: tenant.producer.auth });
    const ti = performance.now() - t;
    console.log('query', tq.toFixed(1), 'list', tl.toFixed(1), 'stringify', ts.toFixed(1), 'inject', ti.toFixed(1), s.length, r.body.length, rows.length);
  }
  await server.close();
});
