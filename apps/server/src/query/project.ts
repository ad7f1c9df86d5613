type Doc = Record<string, unknown>;

function getPath(doc: Doc, path: string[]): unknown {
  let current: unknown = doc;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Doc)[key];
  }
  return current;
}

function setPath(doc: Doc, path: string[], value: unknown): void {
  let current = doc;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (typeof next === 'object' && next !== null) {
      current = next as Doc;
      return;
    }
    const created: Doc = {};
    current[key] = created;
    current = created;
  });
}

function deletePath(doc: Doc, path: string[]): void {
  const parent = getPath(doc, path.slice(0, -1));
  if (typeof parent === 'object' && parent !== null) delete (parent as Doc)[path[path.length - 1]!];
}

/** `fields` keeps only the named paths (and _id); `notfields` drops paths. Copies, never mutates. */
export function projectDocument(doc: Doc, fields?: string[], notfields?: string[]): Doc {
  let out: Doc = doc;
  if (fields) {
    out = { _id: doc._id };
    for (const field of fields) {
      const path = field.split('.');
      const value = getPath(doc, path);
      if (value !== undefined) setPath(out, path, structuredClone(value));
    }
  }
  if (notfields) {
    out = out === doc ? structuredClone(doc) : out;
    for (const field of notfields) deletePath(out, field.split('.'));
  }
  return out;
}
