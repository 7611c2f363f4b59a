import type { ApiErrorKey } from '../../contract/errors.ts';
import type { MenuItem } from '../menu/menu.types.ts';

/** The home's search block sets the minimum and the debounce (spec §3 "Home", §5). */
export interface SearchInput {
  serviceId: string;
  minSize?: number;
  /** Milliseconds. */
  debounce?: number;
}

export interface SearchItemsInput {
  serviceId: string;
  query: string;
  limit: number;
}

export interface SearchResults {
  items: MenuItem[];
  /** Matches in the whole menu (more than `items` when past the limit). */
  total: number;
}

/** The engagement event SEARCH (spec §7). */
export interface SearchTracked {
  query: string;
  resultCount: number;
}

export interface SearchContext {
  serviceId: string;
  minSize: number;
  debounce: number;
  /** Trimmed and bounded. */
  query: string;
  /** The last answer, kept on screen until the next one arrives. */
  items: MenuItem[];
  total: number;
  error: ApiErrorKey | undefined;
}

export type SearchEvent =
  | { type: 'query.change'; query: string }
  /** The keyboard's search key: no need to wait for the debounce. */
  | { type: 'search.submit' }
  | { type: 'search.retry' }
  | { type: 'search.clear' };

export type SearchTag = 'empty' | 'typing' | 'busy' | 'results' | 'noResults' | 'error';
