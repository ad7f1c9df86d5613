/** A query's filters as search parameters (console lists, a product's reviews): blank and missing values left out. */
export function searchParamsOf(query: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && String(value) !== '') out[key] = String(value);
  return out;
}
