import { capitalise } from '@ai-council/rules';
import { Input, Label, cn } from '@ai-council/ui';
import {
  CATEGORIES,
  RARITIES,
  type AchievementFilter,
  type Category,
  type Rarity,
} from '../lib/achievement-stats';

function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="ach-filter">
      <span className="ach-filter__label" id={`ach-filter-${label}`}>
        {label}
      </span>
      <div className="ach-chips" role="group" aria-labelledby={`ach-filter-${label}`}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={cn('ach-chip', option === value && 'ach-chip--active')}
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {capitalise(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** SPEC §2: search text, a category filter and a rarity filter. */
export function AchievementFilters({
  filter,
  onChange,
}: {
  filter: AchievementFilter;
  onChange: (filter: AchievementFilter) => void;
}) {
  return (
    <section className="ach-filters" aria-label="Filter achievements">
      <div className="ach-filter ach-filter--search">
        <Label htmlFor="achievement-search" className="ach-filter__label">
          Search
        </Label>
        <Input
          id="achievement-search"
          type="search"
          placeholder="Search unlocked achievements…"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
        />
      </div>
      <ChipGroup<Category | 'all'>
        label="Category"
        options={CATEGORIES}
        value={filter.category}
        onChange={(category) => onChange({ ...filter, category })}
      />
      <ChipGroup<Rarity | 'all'>
        label="Rarity"
        options={RARITIES}
        value={filter.rarity}
        onChange={(rarity) => onChange({ ...filter, rarity })}
      />
    </section>
  );
}
