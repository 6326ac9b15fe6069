import 'server-only';
import { Circle, Ellipse, G, Line, Path, Polygon, Polyline, Rect, Svg, Text, Tspan } from '@react-pdf/renderer';
import { createElement, type ElementType, type ReactNode } from 'react';
import { parseMarkup, type MarkupNode } from './parse-markup';

// The logos are small, plain SVG files (shapes and text). react-pdf draws SVG only from its own
// elements, so their markup is read into those: replacing a file changes the pages and the bulletins.
const ELEMENTS = {
  g: G,
  rect: Rect,
  circle: Circle,
  ellipse: Ellipse,
  path: Path,
  polygon: Polygon,
  polyline: Polyline,
  line: Line,
  text: Text,
  tspan: Tspan,
} as const;
const NUMERIC = new Set([
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'stroke-width',
  'fill-opacity',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
]);
const KEPT = new Set([...NUMERIC, 'd', 'points', 'fill', 'stroke', 'text-anchor', 'transform']);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function toElement(node: MarkupNode | string, key: number, fontFamily: string): ReactNode {
  if (typeof node === 'string') return node.trim() ? node : null;
  const Element = ELEMENTS[node.name as keyof typeof ELEMENTS];
  if (!Element) return null;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attributes)) {
    if (KEPT.has(name)) props[camel(name)] = NUMERIC.has(name) ? Number.parseFloat(value) : value;
  }
  if (node.name === 'text') props.style = { fontFamily };
  const children = node.children.map((child, i) => toElement(child, i, fontFamily));
  return createElement(Element as ElementType, props, ...children);
}

/** An SVG file's markup as a react-pdf drawing of the given size. */
export function svgToPdf(markup: string, size: { width: number; height: number }, fontFamily: string): ReactNode {
  const svg = parseMarkup(markup).children.find((child): child is MarkupNode => typeof child !== 'string' && child.name === 'svg');
  if (!svg) return null;
  const viewBox = svg.attributes.viewBox ?? `0 0 ${svg.attributes.width ?? size.width} ${svg.attributes.height ?? size.height}`;
  return (
    <Svg width={size.width} height={size.height} viewBox={viewBox}>
      {svg.children.map((child, i) => toElement(child, i, fontFamily))}
    </Svg>
  );
}
