// The clip check, for every screen of every game: from the test probe (imgui_frontend/probe.hpp:
// each labelled widget with its rectangle and its visible rectangle), finds widgets that are cut
// off, lie outside the canvas, overlap one another, or (on touch screens) are smaller than a
// finger. Usage: `assertNoClipping(page, 'label')` on any screen, or `clipProblems(items, opts)`.
import assert from 'node:assert/strict';
import { probe } from './harness.mjs';

/** Probe kinds drawn on the board: they sit on each other by design (a vertex on a hex). */
export const BOARD_KINDS = new Set(['vertex', 'edge', 'hex', 'harbor', 'robber', 'piece']);

/** Kinds a finger must be able to hit (44 x 44 CSS px on touch screens). */
export const TARGET_KINDS = new Set(['button', 'field']);

/**
 * Intended overlaps: pairs of items allowed to overlap, as [kindOrIdRegexA, kindOrIdRegexB]
 * matched against "kind:id". Popups, menus and tooltips (layer "popup") are drawn over the
 * screen by design and are only checked against each other.
 */
export const INTENDED_OVERLAPS = [
  // The dice and their sum are drawn as one group beside the prompt.
  [/^text:dice /, /^text:dice sum$/],
  // Cities & Knights' event die is the third die of that group.
  [/^text:event die /, /^text:dice /],
  // Toasts are short banners over the board and whatever is near it; they take no input.
  [/^toast:/, /./],
  // The log's "new entries" chip sits on the bottom of the log it jumps to the end of.
  [/^button:new entries$/, /^text:log( last)?$/],
  // The log's newest line is drawn inside the log.
  [/^text:log last$/, /^text:log$/],
];

const EPS = 1;  // px of tolerance for sub-pixel rounding

function overlapArea(a, b) {
  const w = Math.min(a.vx + a.vw, b.vx + b.vw) - Math.max(a.vx, b.vx);
  const h = Math.min(a.vy + a.vh, b.vy + b.vh) - Math.max(a.vy, b.vy);
  return w > EPS && h > EPS ? w * h : 0;
}

const name = (i) => `${i.kind}:${i.id}`;
const intended = (a, b, extra) => [...INTENDED_OVERLAPS, ...extra].some(([x, y]) =>
  (x.test(name(a)) && y.test(name(b))) || (x.test(name(b)) && y.test(name(a))));

/**
 * Problems with the probe `items` on a canvas `width` x `height`: a list of readable strings,
 * empty when every widget is whole, inside the canvas, apart from the others and (if `touch`)
 * at least `minTarget` px in both directions. A cut along an axis a window scrolls in is
 * allowed (the widget is scrolled partly out of view, not lost).
 */
export function clipProblems(items, { width, height, touch = false, minTarget = 44, allow = [] } = {}) {
  const out = [];
  const widgets = items.filter((i) => !BOARD_KINDS.has(i.kind) && i.layer !== 'board');
  for (const i of widgets) {
    const cutX = i.vw < i.w - EPS, cutY = i.vh < i.h - EPS;
    if (cutX && !i.sx) out.push(`${name(i)} is cut off at the side (${i.vw.toFixed(0)} of ${i.w.toFixed(0)} px wide visible)`);
    if (cutY && !i.sy) out.push(`${name(i)} is cut off at the top or bottom (${i.vh.toFixed(0)} of ${i.h.toFixed(0)} px visible)`);
    if (i.vx < -EPS || i.vy < -EPS || i.vx + i.vw > width + EPS || i.vy + i.vh > height + EPS)
      out.push(`${name(i)} lies outside the ${width}x${height} canvas`);
    if (touch && TARGET_KINDS.has(i.kind) && (i.w < minTarget - EPS || i.h < minTarget - EPS))
      out.push(`${name(i)} is ${i.w.toFixed(0)}x${i.h.toFixed(0)} px, below a ${minTarget} px touch target`);
  }
  for (let a = 0; a < widgets.length; a++) {
    for (let b = a + 1; b < widgets.length; b++) {
      const x = widgets[a], y = widgets[b];
      if (x.layer !== y.layer || x.vw <= 0 || x.vh <= 0 || y.vw <= 0 || y.vh <= 0) continue;
      if (overlapArea(x, y) > 0 && !intended(x, y, allow)) out.push(`${name(x)} overlaps ${name(y)}`);
    }
  }
  return out;
}

/** Asserts the page's current screen has no clipping problem (see clipProblems); `what` names it. */
export async function assertNoClipping(page, what, opts = {}) {
  const items = await probe(page);
  const size = page.viewportSize();
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  const problems = clipProblems(items, { width: size.width, height: size.height, touch, ...opts });
  assert.deepEqual(problems, [], `${what} at ${size.width}x${size.height}: ${problems.length} problem(s)`);
  return items;
}

/** The widths the check runs at, with a typical height for each (phones are portrait). */
export const SIZES = [
  { width: 360, height: 740, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1280, height: 800, touch: false },
  { width: 1920, height: 1080, touch: false },
];
