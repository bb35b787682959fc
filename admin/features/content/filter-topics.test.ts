import { describe, expect, it } from 'vitest';
import type { HelpTopic } from './content-schema';
import { filterTopics } from './filter-topics';

const topics: HelpTopic[] = [
  { id: 'sepa', question: 'Why do you need a SEPA mandate?', answer: ['For the monthly fees.'] },
  {
    id: 'bus',
    question: 'Wie buche ich den Schulbus?',
    answer: ['Über Ihren persönlichen Bereich.'],
  },
  { id: 'camp', question: 'How do I cancel a holiday camp?', answer: ['Write to the office.'] },
];

const ids = (found: HelpTopic[]) => found.map((topic) => topic.id);

describe('filterTopics', () => {
  it('keeps every topic for an empty or blank query', () => {
    expect(ids(filterTopics(topics, '', 'en'))).toEqual(['sepa', 'bus', 'camp']);
    expect(ids(filterTopics(topics, '   ', 'en'))).toEqual(['sepa', 'bus', 'camp']);
  });

  it('matches question and answer, ignoring case and accents', () => {
    expect(ids(filterTopics(topics, 'sepa', 'en'))).toEqual(['sepa']);
    expect(ids(filterTopics(topics, 'uber', 'de'))).toEqual(['bus']);
    expect(ids(filterTopics(topics, 'OFFICE', 'en'))).toEqual(['camp']);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterTopics(topics, 'camp cancel', 'en'))).toEqual(['camp']);
    expect(ids(filterTopics(topics, 'camp bus', 'en'))).toEqual([]);
  });
});
