import { describe, expect, it } from 'vitest';
import { makeWatchSettings } from '../../../../shared/notify/testEntries';
import { checkWatchForm, requestsPerHour, watchFormOf } from './watchForm';

describe('watchForm', () => {
  it('shows the budget in the UI language and gives it back as a number', () => {
    const form = watchFormOf(makeWatchSettings({ requestsPerMinute: 0.5 }), 'ro-RO');
    expect(form.rate).toBe('0,5');
    expect(checkWatchForm(form, 'ro-RO').patch?.requestsPerMinute).toBe(0.5);
  });

  it('says requests an hour', () => {
    expect(requestsPerHour(4)).toBe(240);
    expect(requestsPerHour(0.5)).toBe(30);
  });

  it.each([
    ['', 'notNumber'],
    ['fast', 'notNumber'],
    ['0.4', 'range'],
    ['13', 'range'],
  ])('refuses a budget of %j (%s)', (rate, problem) => {
    const result = checkWatchForm({ ...watchFormOf(makeWatchSettings(), 'en-GB'), rate }, 'en-GB');
    expect(result.problems.rate).toBe(problem);
    expect(result.patch).toBeNull();
  });

  it('keeps quiet hours past midnight and refuses equal or unreadable times', () => {
    const form = {
      ...watchFormOf(makeWatchSettings(), 'en-GB'),
      quiet: true,
      quietFrom: '22:00',
      quietTo: '07:00',
    };
    expect(checkWatchForm(form, 'en-GB').patch?.quietHours).toEqual({ from: '22:00', to: '07:00' });
    expect(checkWatchForm({ ...form, quietTo: '22:00' }, 'en-GB').problems.quiet).toBe('same');
    expect(checkWatchForm({ ...form, quietTo: '' }, 'en-GB').problems.quiet).toBe('time');
  });

  it('sends no quiet hours when they are off, whatever the times say', () => {
    const form = {
      ...watchFormOf(makeWatchSettings({ quietHours: { from: '12:00', to: '13:00' } }), 'en-GB'),
      quiet: false,
    };
    expect(checkWatchForm({ ...form, quietFrom: 'x' }, 'en-GB').patch?.quietHours).toBeNull();
  });
});
