import 'server-only';
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { sanitizeRichText } from '@/modules/recommendations/rules/rich-text';
import { parseMarkup, type MarkupNode } from './parse-markup';

function inline(nodes: (MarkupNode | string)[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${keyPrefix}${i}`;
    if (typeof node === 'string') return node.replace(/\s+/g, ' ');
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
  const root = parseMarkup(sanitizeRichText(html));
  const blocks: ReactNode[] = [];
  let loose: (MarkupNode | string)[] = [];
  const flush = () => {
    if (loose.some((node) => typeof node !== 'string' || node.trim())) blocks.push(<Text key={`t${blocks.length}`}>{inline(loose, `l${blocks.length}`)}</Text>);
    loose = [];
  };
  for (const node of root.children) {
    if (typeof node !== 'string' && (node.name === 'ul' || node.name === 'ol')) {
      flush();
      const items = node.children.filter((child): child is MarkupNode => typeof child !== 'string' && child.name === 'li');
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
    } else if (typeof node !== 'string' && node.name === 'p') {
      flush();
      blocks.push(<Text key={`p${blocks.length}`}>{inline(node.children, `p${blocks.length}`)}</Text>);
    } else {
      loose.push(node);
    }
  }
  flush();
  return <View style={{ fontSize: style.fontSize, lineHeight: style.lineHeight }}>{blocks}</View>;
}
