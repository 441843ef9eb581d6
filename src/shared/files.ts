/** File-name helpers shared by the upload checks of the browser and the server. */

/** The lower-case extension of a file name with its dot (`.jpg`), or '' when it has none. */
export const extensionOf = (name: string): string => (/\.[a-z0-9]{1,5}$/i.exec(name)?.[0] ?? '').toLowerCase();
