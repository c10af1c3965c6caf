import { capacityRefusal } from './registrationCapacity';

describe('capacityRefusal', () => {
  it('lets attendees in up to the limit, and refuses one more with 409 CapacityReached and the spec text', () => {
    expect(capacityRefusal({ registrationCount: 148, limit: 150 }, 2)).toBeNull();
    expect(capacityRefusal({ registrationCount: 148, limit: 150 }, 3)).toEqual({
      status: 409,
      message: 'This booking has reached its registration capacity of 150.',
      code: 'CapacityReached',
    });
  });

  it('never refuses an import that adds no one, even on a full booking', () => {
    expect(capacityRefusal({ registrationCount: 5, limit: 5 }, 0)).toBeNull();
    expect(capacityRefusal({ registrationCount: 5, limit: 5 }, 1)?.status).toBe(409);
  });
});
