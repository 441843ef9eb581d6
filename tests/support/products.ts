/** A performer's product as their own list has it, for tests of the client. */
import type { PerformerProduct } from '@/shared/schemas/products';

/** A digital photo book for 8 tokens, active, never sold; `extra` changes any field. */
export const performerProduct = (extra: Partial<PerformerProduct> = {}): PerformerProduct => ({
  _id: 'p1',
  title: 'Signed photo book',
  description: null,
  tags: [],
  price: 8,
  isSale: true,
  status: 'active',
  translations: {},
  type: 'digital',
  stock: null,
  image: null,
  fileName: 'book.pdf',
  takenDown: null,
  sold: 0,
  earned: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});
