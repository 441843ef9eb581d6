/** A responsive grid of performer cards, or a friendly empty state. */
import type { ReactNode } from 'react';
import type { PerformerCard as Performer } from '@/shared/schemas/performers';
import { PerformerCard } from './PerformerCard';
import { HeartSymbols } from './HeartIcon';
import { EmptyState } from '@/features/ui/components/EmptyState';

interface Props {
  performers: Performer[];
  /** Shown instead of the grid when there are no performers. */
  empty: ReactNode;
  testId?: string;
}

export function PerformerGrid({ performers, empty, testId = 'performer-grid' }: Props) {
  if (performers.length === 0) return <EmptyState text={empty} testId={`${testId}-empty`} />;
  return (
    <div className="performer-grid" data-testid={testId}>
      <HeartSymbols>
        {performers.map((performer) => (
          <PerformerCard key={performer._id} performer={performer} />
        ))}
      </HeartSymbols>
    </div>
  );
}
