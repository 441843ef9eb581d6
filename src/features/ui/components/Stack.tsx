/**
 * Children in a row (or a column with `vertical`) with a gap between them: antd's Flex
 * as one plain `<div>`, for the pages that carry none of antd.
 */
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  children: ReactNode;
  vertical?: boolean;
  /** Pixels between the children. */
  gap?: number;
  /** Children move to a new line when the row is full. */
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function Stack({
  children,
  vertical = false,
  gap = 8,
  wrap = false,
  align,
  justify,
  className,
  style,
  'data-testid': testId,
}: Props) {
  return (
    <div
      className={className}
      data-testid={testId}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: wrap ? 'wrap' : undefined,
        gap,
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
