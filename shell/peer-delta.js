// View deltas: what changed between two JSON views, as a small patch object, and applying it.
// The host sends a seat a patch against the last view it sent on that connection, so static
// parts (the board) travel once per connection. Pure; unit-tested in node. docs/peer-protocol.md
// "Lean views".
//
// A patch of two objects is an object with up to four parts, each present only if non-empty:
//   s: { key: value }      keys set to a new value (added, or changed with another type/shape)
//   d: [key, ...]          keys deleted
//   p: { key: patch }      keys whose object values changed, patched recursively
//   a: { key: [items] }    keys whose array values grew at the end by these items
// Every value a patch carries is taken from the new view, so it holds nothing the new view does not.

const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
const same = (a, b) => a === b || (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
// Sets own data property k (also when k is "__proto__", which plain assignment would not).
const put = (o, k, v) => Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });

/** The patch turning object `from` into object `to` (both JSON objects). Returns {} if equal. */
export function diff(from, to) {
  const out = {};
  for (const k of Object.keys(to)) {
    const a = has(from, k) ? from[k] : undefined, b = to[k];
    if (has(from, k) && same(a, b)) continue;
    if (has(from, k) && isObj(a) && isObj(b)) { put(out.p ||= {}, k, diff(a, b)); continue; }
    if (Array.isArray(a) && Array.isArray(b) && b.length > a.length && a.every((x, i) => same(x, b[i]))) {
      put(out.a ||= {}, k, b.slice(a.length));
      continue;
    }
    put(out.s ||= {}, k, b);
  }
  for (const k of Object.keys(from)) if (!has(to, k)) (out.d ||= []).push(k);
  return out;
}

/** A patch error: the patch does not fit the view it is applied to (the guest asks for a resync). */
export class PatchError extends Error {}

// Keys are set with defineProperty and changed only when own, so a "__proto__" key is plain data.
const safeKey = (k) => typeof k === 'string';

/**
 * Applies `patch` to object `view`; returns a new object (`view` is not changed; unchanged parts
 * are shared). Throws PatchError if the patch is malformed or does not fit `view`.
 */
export function applyPatch(view, patch) {
  if (!isObj(view) || !isObj(patch)) throw new PatchError('a patch and its view are objects');
  for (const k of Object.keys(patch)) if (!['s', 'd', 'p', 'a'].includes(k)) throw new PatchError(`unknown patch part ${k}`);
  const out = { ...view };
  if (patch.d !== undefined) {
    if (!Array.isArray(patch.d)) throw new PatchError('d is a list of keys');
    for (const k of patch.d) { if (!safeKey(k) || !has(out, k)) throw new PatchError('deleting a missing key'); delete out[k]; }
  }
  const part = (name) => {
    const x = patch[name];
    if (x === undefined) return [];
    if (!isObj(x)) throw new PatchError(`${name} is an object`);
    return Object.entries(x).map(([k, v]) => { if (!safeKey(k)) throw new PatchError('bad key'); return [k, v]; });
  };
  for (const [k, v] of part('s')) put(out, k, v);
  for (const [k, sub] of part('p')) {
    if (!has(out, k) || !isObj(out[k])) throw new PatchError(`patching ${k}, which is not an object`);
    put(out, k, applyPatch(out[k], sub));
  }
  for (const [k, items] of part('a')) {
    if (!has(out, k) || !Array.isArray(out[k]) || !Array.isArray(items)) throw new PatchError(`appending to ${k}, which is not a list`);
    put(out, k, out[k].concat(items));
  }
  return out;
}
