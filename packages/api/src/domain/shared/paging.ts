/** A page of a list as LIMIT and OFFSET; pages count from 1. */
export const pageWindow = (input: { page: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.page - 1) * input.pageSize,
});
