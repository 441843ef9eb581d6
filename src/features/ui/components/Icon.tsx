/**
 * An icon of Ant Design's set, drawn from its definition (`@ant-design/icons-svg`, one
 * small module an icon) as a plain SVG: `<Icon icon={GiftOutlined} />`. The pages every
 * visitor opens use these rather than `@ant-design/icons`, whose components bring antd's
 * icon context, style insertion and colour code. Decorative unless given a `label`.
 */
import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import styles from './Icon.module.css';

/** The SVG node of an outlined or filled icon (two-tone icons are functions and are not used). */
export const iconNode = (definition: IconDefinition) => definition.icon as AbstractNode;

const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An icon's drawing (its paths), without the `<svg>` around it. */
export function IconShapes({ node }: { node: AbstractNode }): ReactNode {
  return (node.children ?? []).map((child, index) =>
    createElement(
      child.tag,
      { key: index, ...Object.fromEntries(Object.entries(child.attrs).map(([name, value]) => [reactName(name), value])) },
      child.children?.length ? <IconShapes node={child} /> : undefined,
    ),
  );
}

interface Props {
  icon: IconDefinition;
  /** What the icon says when nothing else does (an icon alone in a link); without it the icon is hidden from screen readers. */
  label?: string;
  className?: string;
  /** Turns the icon (the route spinner's, a loading button's). */
  spin?: boolean;
}

export function Icon({ icon, label, className, spin = false }: Props) {
  const node = iconNode(icon);
  return (
    <span
      // `anticon` too, so that antd's components around it (tabs, menus, inputs) space it as their own icons.
      className={['anticon', styles.icon, spin && styles.spin, className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox={node.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        <IconShapes node={node} />
      </svg>
    </span>
  );
}
