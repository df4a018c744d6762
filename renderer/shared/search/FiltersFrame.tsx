import type { FormEventHandler, KeyboardEvent, ReactNode } from 'react';

/** Props of FiltersFrame: the form's name, its submit, its fields and any button after Search. */
export interface FiltersFrameProps {
  /** The form's accessible name ("Listing filters"). */
  label: string;
  /** react-hook-form's `handleSubmit(onSearch)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words ("Search"). */
  submitLabel: string;
  /** Enter in a select or a check box runs the search too (in a text input it always does). */
  submitOnEnter?: boolean;
  /** Buttons after Search ("More filters"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Enter in a select or an input (check boxes included) submits the form, as in a text input. */
function submitOnEnterKey(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key !== 'Enter') return;
  if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * The frame of a search screen's filters (docs/architecture.md §The search-screen kit): a `form.filters`
 * named `label`, validated by its schema rather than the browser (noValidate), its fields, then the
 * actions: the primary Search button and `actions`. With `submitOnEnter`, Enter in any field runs the
 * search (docs/keyboard.md).
 */
export function FiltersFrame({
  label,
  onSubmit,
  submitLabel,
  submitOnEnter,
  actions,
  children,
}: FiltersFrameProps) {
  return (
    <form
      className="filters"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={submitOnEnter ? submitOnEnterKey : undefined}
    >
      {children}
      <div className="actions">
        <button type="submit" className="primary">
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
