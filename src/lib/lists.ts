/** The shapes of the lists the store holds, for the slices that load them and the tables that show them. */

/** A list as it stands in the store: what arrived, whether a load runs, and why the last one failed. */
export interface LoadedList<T> {
  data: T[];
  requesting: boolean;
  /** The message of a failed load, translated through the `common` namespace. */
  error: string | null;
}

/** A list loaded a page at a time: where the page starts and how many items there are in all. */
export interface LoadedPage<T> extends LoadedList<T> {
  total: number;
  offset: number;
}
