import 'server-only';
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { DomUtils, parseDocument } from 'htmlparser2';
import { sanitizeRichText } from '@/modules/recommendations/rules/rich-text';

/** A node htmlparser2 read: an element, text, or a comment/directive (which carries no words). */
type MarkupNode = ReturnType<typeof parseDocument>['children'][number];

function inline(nodes: readonly MarkupNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${keyPrefix}${i}`;
    if (DomUtils.isText(node)) return node.data.replace(/\s+/g, ' ');
    if (!DomUtils.isTag(node)) return null;
    if (node.name === 'br') return '\n';
    if (node.name === 'strong' || node.name === 'b')
      return (
        <Text key={key} style={{ fontWeight: 700 }}>
          {inline(node.children, key)}
        </Text>
      );
    if (node.name === 'em' || node.name === 'i')
      return (
        <Text key={key} style={{ fontStyle: 'italic' }}>
          {inline(node.children, key)}
        </Text>
      );
    return <Text key={key}>{inline(node.children, key)}</Text>;
  });
}

/**
 * A recommendation text (allow-listed HTML) as PDF paragraphs and lists. It is sanitised once more here:
 * whatever reaches a bulletin is text, emphasis and lists, never markup.
 */
export function richTextToPdf(html: string, style: { fontSize: number; lineHeight: number }): ReactNode {
  const root = parseDocument(sanitizeRichText(html));
  const blocks: ReactNode[] = [];
  let loose: MarkupNode[] = [];
  const flush = () => {
    if (loose.some((node) => DomUtils.isTag(node) || (DomUtils.isText(node) && node.data.trim())))
      blocks.push(<Text key={`t${blocks.length}`}>{inline(loose, `l${blocks.length}`)}</Text>);
    loose = [];
  };
  for (const node of root.children) {
    if (DomUtils.isTag(node) && (node.name === 'ul' || node.name === 'ol')) {
      flush();
      const items = node.children.filter(DomUtils.isTag).filter((child) => child.name === 'li');
      blocks.push(
        <View key={`list${blocks.length}`}>
          {items.map((item, i) => (
            <View key={i} style={{ flexDirection: 'row' }}>
              <Text style={{ width: style.fontSize * 1.2 }}>{node.name === 'ol' ? `${i + 1}.` : '•'}</Text>
              {/* Its first line stays beside the bullet when an item breaks across pages. */}
              <Text style={{ flex: 1 }} orphans={1} widows={1}>
                {inline(item.children, `li${i}`)}
              </Text>
            </View>
          ))}
        </View>,
      );
    } else if (DomUtils.isTag(node) && node.name === 'p') {
      flush();
      blocks.push(<Text key={`p${blocks.length}`}>{inline(node.children, `p${blocks.length}`)}</Text>);
    } else {
      loose.push(node);
    }
  }
  flush();
  return <View style={{ fontSize: style.fontSize, lineHeight: style.lineHeight }}>{blocks}</View>;
}
