import { useParams } from '@tanstack/react-router';
import { SavedSearchList } from './SavedSearchList';
import { SavedSearchRun } from './SavedSearchRun';
import './savedSearches.css';

/**
 * The Saved searches screen (loaded lazily by its route): the list of saved searches
 * (`#/saved-searches`), or one of them re-run (`#/saved-searches/<id>`, a child route).
 */
export function SavedSearchesScreen() {
  const id = useParams({ strict: false }).id;
  return id ? <SavedSearchRun key={id} id={id} /> : <SavedSearchList />;
}
