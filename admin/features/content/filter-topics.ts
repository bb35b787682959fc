import type { HelpTopic } from './content-schema';

/** Lower case without accents, so "uber" finds "Über" and "sepa" finds "SEPA". */
function fold(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The topics whose question or answer contains every word of `query`, in their order. Words
 * rather than the whole phrase, so "cancel camp" finds "How do I cancel a holiday camp?".
 */
export function filterTopics(
  topics: readonly HelpTopic[],
  query: string,
  locale: string,
): HelpTopic[] {
  const words = fold(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const haystack = fold([topic.question, ...topic.answer].join(' '), locale);
    return words.every((word) => haystack.includes(word));
  });
}
