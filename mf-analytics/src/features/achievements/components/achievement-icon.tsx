import type { IconShape } from '@ai-council/contracts';
import { LineIcon } from '@ai-council/ui';

export function AchievementIcon({ shape }: { shape: IconShape }) {
  return (
    <LineIcon strokeWidth={1.8}>
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {shape.circles?.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}-${r}`} cx={cx} cy={cy} r={r} />
      ))}
    </LineIcon>
  );
}
