import { describe, expect, it } from 'vitest';
import { savedSearchNameSchema } from '../../../../shared/contract/calls';
import { nameProblemOfCode, nameProblemOfError } from './nameProblem';

/** The code of the first issue the contract's schema finds in `name`. */
function issueCode(name: string): string {
  const result = savedSearchNameSchema.safeParse(name);
  if (result.success) throw new Error(`${JSON.stringify(name)} passed`);
  return result.error.issues[0]!.code;
}

describe('nameProblemOfCode', () => {
  it('reads the contract schema’s issues as the four problems', () => {
    expect(nameProblemOfCode(issueCode('   '))).toBe('required');
    expect(nameProblemOfCode(issueCode('x'.repeat(81)))).toBe('tooLong');
    expect(nameProblemOfCode(issueCode('two\nlines'))).toBe('oneLine');
    expect(nameProblemOfCode('duplicate_name')).toBe('taken');
  });
});

describe('nameProblemOfError', () => {
  it('finds the clash in the store’s answer', () => {
    expect(
      nameProblemOfError({
        kind: 'invalid_input',
        message: 'A saved listing search is already named "Cluj".',
        fields: [{ path: 'name', code: 'duplicate_name' }],
      }),
    ).toBe('taken');
  });

  it('is null for a failure that is not about the name', () => {
    expect(nameProblemOfError({ kind: 'unexpected', message: 'disk full' })).toBeNull();
    expect(
      nameProblemOfError({
        kind: 'invalid_input',
        message: 'bad filters',
        fields: [{ path: 'filters.weightMax', code: 'too_big' }],
      }),
    ).toBeNull();
  });
});
