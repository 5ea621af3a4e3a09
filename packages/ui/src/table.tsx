import type { ReactNode } from 'react';

/** A table's head: one row of column headers, in order. */
export function ColumnHeads({ columns }: { columns: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
