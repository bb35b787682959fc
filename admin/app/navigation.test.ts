import { describe, expect, it } from 'vitest';
import { bookingPlanPath, eventPlanPath } from './navigation';

describe('plan navigation (spec 000 §2)', () => {
  it('opens /event for a service by name', () => {
    expect(eventPlanPath('Football & Friends P3')).toBe('/event?plan=Football+%26+Friends+P3');
  });

  it('opens /booking for a participant by given and family name', () => {
    const path = bookingPlanPath({ givenName: 'Mia', familyName: 'Becker' });
    expect(new URLSearchParams(path.split('?')[1]).get('plan')).toBe('Mia Becker');
  });
});
