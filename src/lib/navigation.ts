/** Client-side navigation for sagas and the fetch wrapper (Next's router singleton). */
import Router from 'next/router';

export function navigate(path: string): Promise<boolean> {
  return Router.push(path);
}

/** A path of this site through the router (the language kept); any other address by leaving the site. */
export async function goTo(address: string): Promise<void> {
  if (address.startsWith('/')) await Router.push(address);
  else window.location.assign(address);
}

/** Follows an address the browser is to fetch whole (a download: the page stays, the file is saved). */
export function followAddress(address: string): void {
  window.location.assign(address);
}
