/**
 * A mail of the outbox (an .eml file) as its reader sees it: the headers, unfolded, with
 * the subject's encoded words decoded, then the body of every part, decoded from
 * quoted-printable or base64 as UTF-8. What the tests look for in a mail (its subject, its
 * words in any language, its links) is then plain text.
 */

/** Bytes of quoted-printable text (`=C3=A9`), soft line breaks removed; in a header's Q words, `_` is a space. */
function quotedPrintable(text: string, header = false): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(header && joined[i] === '_' ? 0x20 : joined.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** A header's value with its encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64') : quotedPrintable(word, true)).toString('utf8'),
    );

/** One entity of the mail (the whole mail or a part) as text. */
function readEntity(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const header = (name: string) =>
    headers
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('content-type'))?.[1];
  let content: string;
  if (boundary)
    content = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => readEntity(part.replace(/^\r?\n/, '')))
      .join('\n\n');
  else {
    const encoding = header('content-transfer-encoding').toLowerCase();
    content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? quotedPrintable(body).toString('utf8')
          : body;
  }
  return `${headers.map(decodeWords).join('\n')}\n\n${content}`;
}

export const readableMail = (raw: string): string => readEntity(raw);
