/**
 * The honest-contract check of the sandbox's tests: every response a test sees must match
 * `shared/api/v1.json` (see `response-contract.ts`) and no body may carry a phone number or an
 * e-mail address (docs/api.md §Overview; see `contact-scan.ts`). Responses outside the JSON API (HEAD, `/v1.json`,
 * `/_sandbox/...`) skip the schema check but are still scanned.
 */
import { findContactData } from './contact-scan';
import { checkAgainstContract, type SeenResponse } from './response-contract';

export type { SeenResponse } from './response-contract';

/** A response that breaks the contract or carries contact data; the message lists every problem. */
export class DishonestResponse extends Error {
  constructor(
    readonly seen: SeenResponse,
    readonly problems: readonly string[],
  ) {
    super(
      `The sandbox's answer to ${seen.method} ${seen.url} (${seen.status}) is not honest:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'DishonestResponse';
  }
}

/**
 * The problems of `seen`, one line each, prefixed by the operation it was checked against
 * (`contract getCompany (GET /companies/{id}): body /data: must have required property 'name'`) or
 * `contact data:`. Empty when the response is honest.
 */
export async function honestyProblems(seen: SeenResponse): Promise<string[]> {
  const problems: string[] = [];
  const verdict = await checkAgainstContract(seen);
  if (verdict.checked) problems.push(...verdict.problems.map((p) => `contract ${verdict.operation}: ${p}`));
  for (const hit of findContactData(seen.text)) {
    problems.push(`contact data: ${hit.kind} "${hit.text}" at body offset ${hit.index}`);
  }
  return problems;
}

/** @throws DishonestResponse when `seen` has any problem (see {@link honestyProblems}) */
export async function assertHonest(seen: SeenResponse): Promise<void> {
  const problems = await honestyProblems(seen);
  if (problems.length > 0) throw new DishonestResponse(seen, problems);
}
