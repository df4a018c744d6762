/**
 * What other screens use of saved searches: the "Save this search" control and the query options.
 */
export { SaveSearchButton, type SaveSearchButtonProps } from './SaveSearchButton';
export { SearchNameDialog, type SearchNameDialogProps } from './SearchNameDialog';
export {
  invalidateSavedSearches,
  savedSearchKeys,
  savedSearchQueries,
  savedSearchWrites,
} from './savedSearchQueries';
export { nameProblemOfCode, nameProblemOfError, type NameProblem } from './nameProblem';
