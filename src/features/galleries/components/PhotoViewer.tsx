/**
 * A gallery's photos full size, from the one clicked: antd's image viewer (arrow keys
 * between photos, zoom, Escape closes), in a script of its own that the gallery page
 * loads with the first click, so that the page itself carries none of antd.
 */
import { Image } from 'antd';
import { AntdProvider } from '@/features/ui/components/AntdProvider';

interface Props {
  /** The photos' full-size addresses, in the gallery's order. */
  sources: string[];
  /** The photo shown first; null when the viewer is closed. */
  current: number | null;
  /** Another photo is shown (the arrows, the arrow keys). */
  onChange: (current: number) => void;
  onClose: () => void;
}

export function PhotoViewer({ sources, current, onChange, onClose }: Props) {
  return (
    <AntdProvider>
      <Image.PreviewGroup
        items={sources}
        preview={{ open: current !== null, current: current ?? 0, onChange, onOpenChange: (open) => !open && onClose() }}
      />
    </AntdProvider>
  );
}
