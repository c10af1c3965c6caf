import type { FastifyReply } from 'fastify';

/**
 * Answer a value as a JSON string (the body is `"..."`), as the console expects from POST
 * /booking (the booking, itself JSON) and the regenerate calls (the new code).
 * @example return sendJsonString(reply, JSON.stringify(booking), 201);
 */
export function sendJsonString(reply: FastifyReply, value: string, status = 200): FastifyReply {
  // With a JSON content type Fastify sends a string as it is, so it is encoded here once.
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(value));
}

/**
 * Answer JSON text that is already serialised (sent as it is, no schema serialisation).
 * @example return sendJsonText(reply, '[{"bookingID":"b1"}]');
 */
export function sendJsonText(reply: FastifyReply, json: string, status = 200): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(json);
}
