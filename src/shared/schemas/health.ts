/** GET /health: whether the process and its database answer, for people and load balancers. */
import { Type, type Static } from '@sinclair/typebox';

export const Health = Type.Object({
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Number(),
  database: Type.Object({ kind: Type.String(), ok: Type.Boolean() }),
  memoryMB: Type.Number(),
});
export type Health = Static<typeof Health>;
