type Doc = Record<string, unknown>;

function getPath(doc: Doc, path: string[]): unknown {
  let current: unknown = doc;
  for (const key of path) {
    // Own properties only: `constructor` or `__proto__` must not reach the prototype chain.
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Doc)[key];
  }
  return current;
}

/** Defines an own property, so a key named `__proto__` stays data and never swaps a prototype. */
function setOwn(target: Doc, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function setPath(doc: Doc, path: string[], value: unknown): void {
  let current = doc;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      setOwn(current, key, value);
      return;
    }
    const next = Object.hasOwn(current, key) ? current[key] : undefined;
    if (typeof next === 'object' && next !== null) {
      current = next as Doc;
      return;
    }
    const created: Doc = {};
    setOwn(current, key, created);
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
