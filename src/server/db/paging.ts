/**
 * One page of a list and the count of the whole list, the two queries every paged
 * answer makes (`{ data, total }`).
 */

/** A select not yet limited: the page's query. */
type PageQuery<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/** The page `paging` asks for (`defaultLimit` rows from the start when it does not say) of `rows`, with `counted`'s total. */
export async function readPage<Row>(
  rows: PageQuery<Row>,
  counted: PromiseLike<{ total: number }[]>,
  paging: { limit?: number; offset?: number },
  defaultLimit: number,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [{ total }]] = await Promise.all([rows.limit(paging.limit ?? defaultLimit).offset(paging.offset ?? 0), counted]);
  return { rows: page, total };
}
