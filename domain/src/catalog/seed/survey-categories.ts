import type { SeedSurveyCategory } from './types.ts';

export const SEED_SURVEY_CATEGORIES: readonly SeedSurveyCategory[] = [
  {
    id: 1,
    name: 'Beach Safety',
    color: '#dc2626',
    icon: 'shield',
    description: 'Lifeguards, warning signs, rip currents and how safe visitors feel in the water.',
  },
  {
    id: 2,
    name: 'Local Businesses',
    color: '#2563eb',
    icon: 'store',
    description: 'Food, shops, tours and services along the North Shore.',
  },
  {
    id: 3,
    name: 'Events',
    color: '#7c3aed',
    icon: 'calendar',
    description: 'Surf contests, festivals, markets and community gatherings.',
  },
  {
    id: 4,
    name: 'Environment',
    color: '#16a34a',
    icon: 'leaf',
    description: 'Reefs, wildlife, beach cleanliness and conservation.',
  },
  {
    id: 5,
    name: 'Transportation',
    color: '#ea580c',
    icon: 'bus',
    description: 'Traffic on Kamehameha Highway, parking, buses, bikes and shuttles.',
  },
  {
    id: 6,
    name: 'Community',
    color: '#0891b2',
    icon: 'users',
    description: 'Life on the North Shore for residents and how visitors and locals share it.',
  },
];
