import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyShortcut, useListShortcuts, type ListShortcuts } from './useKeyShortcut';

afterEach(cleanup);

function One({ action, enabled }: { action: () => void; enabled?: boolean }) {
  useKeyShortcut('n', action, enabled);
  return (
    <div>
      <input aria-label="field" />
      <button type="button">plain</button>
    </div>
  );
}

function List(props: ListShortcuts) {
  useListShortcuts(props);
  return <button type="button">row</button>;
}

describe('useKeyShortcut', () => {
  it('runs the action on its key pressed outside a field, and consumes the key', () => {
    const action = vi.fn();
    const view = render(<One action={action} />);
    const event = new KeyboardEvent('keydown', { key: 'n', bubbles: true, cancelable: true });
    view.getByRole('button').dispatchEvent(event);
    expect(action).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves typing, modified keys, other keys and open dialogs alone', () => {
    const action = vi.fn();
    const view = render(<One action={action} />);
    fireEvent.keyDown(view.getByRole('textbox'), { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'm' });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'n' });
    dialog.remove();
    expect(action).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled, and nothing after unmount', () => {
    const action = vi.fn();
    const view = render(<One action={action} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'n' });
    view.rerender(<One action={action} enabled />);
    fireEvent.keyDown(document.body, { key: 'n' });
    view.unmount();
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe('useListShortcuts', () => {
  it('n goes to the next page only when it can; r refreshes', () => {
    const next = vi.fn();
    const refresh = vi.fn();
    const view = render(<List next={next} canNext={false} refresh={refresh} />);
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(next).not.toHaveBeenCalled();
    view.rerender(<List next={next} canNext refresh={refresh} />);
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(next).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

/** A list with its own element (the rows and the pager) and an open item beside it. */
function ListWithPanel(props: Omit<ListShortcuts, 'listRef'>) {
  const listRef = useRef<HTMLDivElement>(null);
  useListShortcuts({ ...props, listRef });
  return (
    <div>
      <input aria-label="filter" />
      <div ref={listRef}>
        <button type="button">row</button>
      </div>
      <section className="detail">
        <h2 tabIndex={-1}>the open listing</h2>
        <button type="button">close</button>
        <textarea aria-label="note" />
      </section>
    </div>
  );
}

describe('useListShortcuts: p and the list focus rule', () => {
  it('p goes back a page only when it can', () => {
    const previous = vi.fn();
    const view = render(<List previous={previous} canPrevious={false} />);
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(previous).not.toHaveBeenCalled();
    view.rerender(<List previous={previous} canPrevious />);
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it('n and p act while the list or nothing has the focus, never while an open item beside it has', () => {
    const next = vi.fn();
    const previous = vi.fn();
    const view = render(<ListWithPanel next={next} canNext previous={previous} canPrevious />);
    fireEvent.keyDown(document.body, { key: 'n' });
    view.getByRole('button', { name: 'row' }).focus();
    fireEvent.keyDown(view.getByRole('button', { name: 'row' }), { key: 'p' });
    expect([next.mock.calls.length, previous.mock.calls.length]).toEqual([1, 1]);
    const heading = view.getByRole('heading', { name: 'the open listing' });
    heading.focus();
    fireEvent.keyDown(heading, { key: 'n' });
    fireEvent.keyDown(heading, { key: 'p' });
    expect([next.mock.calls.length, previous.mock.calls.length]).toEqual([1, 1]);
  });

  it('n and p do nothing while a field has the focus, or anything inside the open item', () => {
    const next = vi.fn();
    const previous = vi.fn();
    const view = render(<ListWithPanel next={next} canNext previous={previous} canPrevious />);
    for (const name of ['filter', 'note']) {
      const field = view.getByRole('textbox', { name });
      field.focus();
      fireEvent.keyDown(field, { key: 'n' });
      fireEvent.keyDown(field, { key: 'p' });
    }
    const close = view.getByRole('button', { name: 'close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'n' });
    fireEvent.keyDown(close, { key: 'p' });
    expect(next).not.toHaveBeenCalled();
    expect(previous).not.toHaveBeenCalled();
    // back in the list, the same keys page it
    view.getByRole('button', { name: 'row' }).focus();
    fireEvent.keyDown(view.getByRole('button', { name: 'row' }), { key: 'n' });
    fireEvent.keyDown(view.getByRole('button', { name: 'row' }), { key: 'p' });
    expect([next.mock.calls.length, previous.mock.calls.length]).toEqual([1, 1]);
  });

  it('without the list element, n and p act anywhere but in a field or a dialog', () => {
    const next = vi.fn();
    const previous = vi.fn();
    const view = render(
      <div>
        <List next={next} canNext previous={previous} canPrevious />
        <input aria-label="filter" />
      </div>,
    );
    const field = view.getByRole('textbox', { name: 'filter' });
    field.focus();
    fireEvent.keyDown(field, { key: 'p' });
    expect(previous).not.toHaveBeenCalled();
    const row = view.getByRole('button', { name: 'row' });
    row.focus();
    fireEvent.keyDown(row, { key: 'p' });
    fireEvent.keyDown(row, { key: 'n' });
    expect([next.mock.calls.length, previous.mock.calls.length]).toEqual([1, 1]);
  });
});
