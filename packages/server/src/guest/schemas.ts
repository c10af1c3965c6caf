import { Type } from 'typebox';
import { QAQuestion } from '../bookings/schemas';

// TypeBox schemas of the guest calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const GuestQuestion = Type.Object({ questionID: Type.String(), ...QAQuestion.properties });
