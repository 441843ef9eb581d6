/** Content pages (terms, privacy, the 18+ notice...). */
import { Type, type Static } from '@sinclair/typebox';

export const Post = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String(),
  updatedAt: Type.String(),
});
export type Post = Static<typeof Post>;
