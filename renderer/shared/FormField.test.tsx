import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldControl, FormField } from './FormField';

afterEach(cleanup);

describe('FormField (the kit field)', () => {
  it('ties the label to the control and the hint and the problem to it, the problem only while shown', () => {
    const { rerender } = render(
      <FormField id="km" label="Km a day" hint="600 for one driver">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Km a day');
    expect(input.getAttribute('aria-describedby')).toBe('km-hint');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(
      <FormField id="km" label="Km a day" hint="600 for one driver" message="Write whole km.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(input.getAttribute('aria-describedby')).toBe('km-hint km-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('km-error')?.textContent).toBe('Write whole km.');
  });

  it('gives no description to a field with neither hint nor problem', () => {
    expect(fieldControl('name', false, null)).toEqual({ id: 'name' });
    expect(fieldControl('name', false, 'Bad.')).toEqual({
      id: 'name',
      'aria-invalid': true,
      'aria-describedby': 'name-error',
    });
  });
});
