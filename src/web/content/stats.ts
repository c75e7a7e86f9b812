import { STATS } from '../../shared/constants.ts';

// The static stats (docs/product.md#home), with the words shown beside each number.
export interface Stat {
  key: keyof typeof STATS;
  value: number;
  label: string;
  detail: string;
}

export const stats: Stat[] = [
  {
    key: 'countries',
    value: STATS.countries,
    label: 'Countries',
    detail: 'where the brands we stock are made and shipped from',
  },
  {
    key: 'projects',
    value: STATS.projects,
    label: 'Projects',
    detail: 'custom builds and office setups delivered',
  },
  {
    key: 'clients',
    value: STATS.clients,
    label: 'Clients',
    detail: 'gamers, students, studios and offices served',
  },
  {
    key: 'feedback',
    value: STATS.feedback,
    label: 'Feedback',
    detail: 'reviews and suggestions from our customers',
  },
];
