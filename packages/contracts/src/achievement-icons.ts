// Line icons for achievements (the names achievementSchema.icon carries), as plain path data on a
// 24-unit grid, so the same drawing serves the pages (SVG), the downloadable card (canvas Path2D) and
// the card svc-analytics renders for shared links.

export interface IconShape {
  paths: string[];
  circles?: Array<[cx: number, cy: number, r: number]>;
}

const trophy: IconShape = {
  paths: [
    'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z',
    'M7 6H4.5a2.5 2.5 0 0 0 2.5 4.5M17 6h2.5a2.5 2.5 0 0 1-2.5 4.5',
  ],
};

const icons: Record<string, IconShape> = {
  'trending-up': { paths: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'] },
  'shield-check': { paths: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'] },
  users: {
    paths: ['M2.5 20a6.5 6.5 0 0 1 13 0', 'M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5A6.5 6.5 0 0 1 21.5 20'],
    circles: [[9, 8, 3.5]],
  },
  gem: { paths: ['M6 3h12l4 6-10 12L2 9z', 'M2 9h20M12 21L8 9l4-6 4 6z'] },
  'flask-conical': {
    paths: ['M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3', 'M7 15h10'],
  },
  'calendar-check': { paths: ['M4 6h16v15H4z', 'M4 10h16M8 3v5M16 3v5', 'M9 15.5l2 2 4-4'] },
  'bar-chart-3': { paths: ['M3 3v18h18', 'M8 17v-5M13 17V7M18 17v-8'] },
  target: {
    paths: [],
    circles: [
      [12, 12, 9],
      [12, 12, 5.5],
      [12, 12, 2],
    ],
  },
  'check-circle': { paths: ['M8 12.5l3 3 5-6'], circles: [[12, 12, 9]] },
  trophy,
  crown: { paths: ['M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5z', 'M5 21h14'] },
};

export const lockIcon: IconShape = {
  paths: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  circles: [[12, 16, 1.2]],
};

/** The icon an achievement names, or a trophy. */
export function achievementIcon(name: string | undefined): IconShape {
  return (name && icons[name]) || trophy;
}
