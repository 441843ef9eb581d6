/**
 * The favourite heart's icon, outlined or filled (Ant Design's icons). A grid of two
 * dozen cards would carry the same path two dozen times: inside `HeartSymbols` (which
 * the grid renders once) each icon is a `<use>` of the grid's symbol; alone, it draws
 * its own path.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { IconShapes, iconNode } from '@/features/ui/components/Icon';

const SHAPES = { outlined: HeartOutlined, filled: HeartFilled };
type Shape = keyof typeof SHAPES;

const VIEW_BOX = iconNode(HeartOutlined).attrs.viewBox;

const Paths = ({ shape }: { shape: Shape }) => <IconShapes node={iconNode(SHAPES[shape])} />;

/** The id prefix of the symbols of the grid around, if any. */
const SymbolsContext = createContext<string | null>(null);

/** Defines the two hearts once for the icons inside it. */
export function HeartSymbols({ children }: { children: ReactNode }) {
  const prefix = useId();
  return (
    <SymbolsContext.Provider value={prefix}>
      <svg aria-hidden="true" style={{ display: 'none' }}>
        {(Object.keys(SHAPES) as Shape[]).map((shape) => (
          <symbol key={shape} id={`${prefix}heart-${shape}`} viewBox={VIEW_BOX}>
            <Paths shape={shape} />
          </symbol>
        ))}
      </svg>
      {children}
    </SymbolsContext.Provider>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  const prefix = useContext(SymbolsContext);
  const shape: Shape = filled ? 'filled' : 'outlined';
  return (
    <svg viewBox={VIEW_BOX} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      {prefix ? <use href={`#${prefix}heart-${shape}`} /> : <Paths shape={shape} />}
    </svg>
  );
}
