/**
 * The request states of a feature whose calls each have a state of their own, by name
 * (the performer's settings tabs, the blocking settings): whether the call runs, ended
 * well, or failed with a text to show.
 */
export interface RequestState {
  requesting: boolean;
  success: boolean;
  error: string | null;
}

export const idleRequest: RequestState = { requesting: false, success: false, error: null };
export const runningRequest: RequestState = { requesting: true, success: false, error: null };
export const succeededRequest: RequestState = { requesting: false, success: true, error: null };
export const failedRequest = (error: string): RequestState => ({ requesting: false, success: false, error });

/** Every named request idle, as a feature starts or forgets earlier outcomes. */
export const idleRequests = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, idleRequest])) as Record<Name, RequestState>;
