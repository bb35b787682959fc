import * as v from 'valibot';
import type { Locale } from '../../../shared/model/enums';
import { contentSchemas } from './content-schema';
import type { ContentOf, ContentPage } from './content-schema';

type ContentFile = () => Promise<{ default: unknown }>;

/**
 * The static content database (spec 000 §7), one file per page and language. Written out
 * rather than as a template path so Vite makes each file its own chunk and only the active
 * language's file of the visited page is fetched.
 */
const files: Record<ContentPage, Record<Locale, ContentFile>> = {
  imprint: {
    en: () => import('../../content/en/imprint.json'),
    de: () => import('../../content/de/imprint.json'),
  },
  help: {
    en: () => import('../../content/en/help.json'),
    de: () => import('../../content/de/help.json'),
  },
  hallOfFame: {
    en: () => import('../../content/en/hall-of-fame.json'),
    de: () => import('../../content/de/hall-of-fame.json'),
  },
  manuals: {
    en: () => import('../../content/en/manuals.json'),
    de: () => import('../../content/de/manuals.json'),
  },
};

const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/**
 * Loads and validates one page's content in one language. Each file is fetched once; a failed
 * load is forgotten so that trying again fetches it anew.
 */
export function loadContent<P extends ContentPage>(page: P, locale: Locale): Promise<ContentOf<P>> {
  const key = `${page}:${locale}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = files[page][locale]().then((module) => {
      const content = v.parse(contentSchemas[page], module.default);
      loaded.set(key, content);
      return content;
    });
    promise.catch((error: unknown) => {
      pending.delete(key);
      // A schema failure is a bug in the shipped JSON: say where, for whoever looks.
      console.error(`Content "${key}" could not be loaded`, error);
    });
    pending.set(key, promise);
  }
  return promise as Promise<ContentOf<P>>;
}

/** The content if it has already loaded, so a revisit renders at once without a spinner. */
export function peekContent<P extends ContentPage>(
  page: P,
  locale: Locale,
): ContentOf<P> | undefined {
  return loaded.get(`${page}:${locale}`) as ContentOf<P> | undefined;
}
