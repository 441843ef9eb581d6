/**
 * Reads a multipart form into its text fields and the named files, each file held
 * in memory up to the configured limit (larger ones end as 413). Files whose
 * extension is not allowed are refused with the product's upload message.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { MSG } from '@/shared/messages';
import { extensionOf } from '@/shared/files';

export interface FormFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, FormFile>;
}

export async function readMultipartForm(
  request: FastifyRequest,
  allowed: { files: string[]; extensions: string[]; maxBytes?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Please send this form as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    await readParts(request, allowed, form);
  } catch (err) {
    // The parser reports a broken body (cut short, another boundary) as a plain Error: the sender's fault.
    if ((err as { statusCode?: number }).statusCode === undefined) throw badRequest('The form could not be read; please send it again');
    throw err;
  }
  return form;
}

async function readParts(request: FastifyRequest, allowed: { files: string[]; extensions: string[]; maxBytes?: number }, form: MultipartForm) {
  for await (const part of request.parts({ limits: allowed.maxBytes ? { fileSize: allowed.maxBytes } : undefined })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    if (!allowed.files.includes(part.fieldname)) {
      await part.toBuffer();
      throw badRequest(`Unexpected file field ${part.fieldname}`);
    }
    const extension = extensionOf(part.filename);
    if (!allowed.extensions.includes(extension)) {
      await part.toBuffer();
      throw badRequest(MSG.uploadExtension(allowed.extensions.join(', ')));
    }
    form.files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
  }
}
