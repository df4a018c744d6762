/**
 * Pure rules of the company profile (docs/api.md §Resources, §Versioning): how a coded value reads (a
 * value the app does not know yet is shown as words). Which website link may be followed is the
 * app's one link rule, renderer/shared/format/websiteLink.ts.
 */
import { humanize } from '../../../shared/vocab/labels';

/**
 * The label of a coded value (registry, ANAF status, verification status) from `labels` (the catalog's
 * words for the values the app knows); a value the app does not know yet reads as words
 * (`under_review` -> "Under review"), never a crash.
 */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] as string) : humanize(value);
}
