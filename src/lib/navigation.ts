/** Client-side navigation for sagas and the fetch wrapper (Next's router singleton). */
import Router from 'next/router';

export function navigate(path: string): Promise<boolean> {
  return Router.push(path);
}
