import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowLetterKeys } from './rowKeys';

afterEach(cleanup);

/** A list of three rows (the second open when `open` says so), a button and a text field outside it. */
function Screen({ open = false }: { open?: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);
  useRowLetterKeys(listRef);
  return (
    <div>
      <button type="button">Search</button>
      <input aria-label="Truck at" />
      <div ref={listRef}>
        <table role="grid">
          <tbody>
            {['A', 'B', 'C'].map((key) => (
              <tr
                key={key}
                role="row"
                data-key={key}
                tabIndex={-1}
                aria-current={open && key === 'B' ? 'true' : undefined}
              >
                <td>{key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const focusedKey = () => (document.activeElement as HTMLElement | null)?.dataset.key ?? null;

describe('useRowLetterKeys', () => {
  it('j from a fresh page (the focus on nothing) gives the focus to the first row, then moves down', () => {
    render(<Screen />);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(focusedKey()).toBe('A');
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    expect(focusedKey()).toBe('B');
    fireEvent.keyDown(document.activeElement!, { key: 'k' });
    expect(focusedKey()).toBe('A');
    // nothing before the first row: the focus stays
    fireEvent.keyDown(document.activeElement!, { key: 'k' });
    expect(focusedKey()).toBe('A');
  });

  it('acts from a button outside the list, next to the open row', () => {
    const view = render(<Screen open />);
    const button = view.getByRole('button');
    button.focus();
    fireEvent.keyDown(button, { key: 'j' });
    expect(focusedKey()).toBe('C');
    button.focus();
    fireEvent.keyDown(button, { key: 'k' });
    expect(focusedKey()).toBe('A');
  });

  it('leaves typing alone', () => {
    const view = render(<Screen />);
    const field = view.getByRole('textbox');
    field.focus();
    fireEvent.keyDown(field, { key: 'j' });
    expect(document.activeElement).toBe(field);
  });
});
