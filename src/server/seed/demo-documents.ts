/**
 * The identity documents of the seeded performers and studio: verified accounts have both
 * documents on file, as the review requires, so the demo is consistent with the rules (a
 * verified performer whose settings said "not uploaded" was not). Each is a one-page PDF
 * that says it is sample data, written in PDF's standard Helvetica (no font to embed), one
 * pair of files per account: replacing one's documents removes the old files.
 */
import { Readable } from 'node:stream';
import type { FileStore } from '../storage/files';

export interface DemoDocuments {
  idVerificationPath: string;
  documentVerificationPath: string;
}

/** Stores an ID and a verification document for `name`; returns their stored keys. */
export async function keepDemoDocuments(files: FileStore, name: string): Promise<DemoDocuments> {
  const keep = async (title: string) => {
    const received = await files.receive(Readable.from([samplePdf(title, name)]));
    return files.keep(received.key, 'private', 'documents', '.pdf');
  };
  return {
    idVerificationPath: await keep('Sample identity document'),
    documentVerificationPath: await keep('Sample verification document'),
  };
}

/** A text of PDF's string syntax in Latin-1 (what Helvetica's standard encoding shows); other letters become "?". */
const pdfText = (text: string) => `(${text.replace(/[^\u0020-\u00ff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF with a title, the account's name and a line saying it is demo data. */
export function samplePdf(title: string, name: string): Buffer {
  const content = [
    'BT /F1 20 Tf 32 200 Td',
    `${pdfText(title)} Tj`,
    '/F1 14 Tf 0 -40 Td',
    `${pdfText(`Name: ${name}`)} Tj`,
    '/F1 11 Tf 0 -30 Td',
    `${pdfText('Demo data: not a real document.')} Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 260] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
