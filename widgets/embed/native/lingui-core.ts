/**
 * `@lingui/core` for the widget build (vite.widgets.config.ts aliases it here): the part of
 * Lingui's `I18n` the widgets use, for compiled catalogs only, at a fifth of its bytes. Lingui
 * stays the source of the messages and compiles the catalogs (`npm run i18n`); this only looks
 * them up. It reads what `lingui compile` writes: a string, or an array of text, `[name]`
 * placeholders and `[name, 'plural' | 'selectordinal' | 'select', cases]` (`#` is the number).
 * `_(id, values)`, `t`, `locale`, `messages`, `load`, `loadAndActivate`, `activate` and the
 * `change` and `missing` events behave as Lingui's do.
 */
import type { Messages } from '@lingui/core';

type Token = string | [name: string, type?: string, cases?: Record<string, Tokens>];
type Tokens = string | Token[];
type Listener = (...args: never[]) => void;
type Values = Record<string, unknown>;

const has = (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);

/** Memoised `Intl` objects: creating one costs far more than using it. */
const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function formatter<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) formatters.set(key, (found = make()));
  return found;
}

export class I18n {
  private events: Record<string, Set<Listener>> = {};
  private catalogs: Record<string, Messages> = {};
  private active = '';

  constructor(params: { locale?: string; messages?: Record<string, Messages> } = {}) {
    if (params.messages) this.load(params.messages);
    if (params.locale) this.activate(params.locale);
  }

  get locale(): string {
    return this.active;
  }

  get messages(): Messages {
    return (has(this.catalogs, this.active) && this.catalogs[this.active]) || {};
  }

  on(event: string, listener: Listener): () => void {
    (this.events[event] ??= new Set()).add(listener);
    return () => this.removeListener(event, listener);
  }

  removeListener(event: string, listener: Listener): void {
    this.events[event]?.delete(listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.events[event] ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  load(localeOrMessages: string | Record<string, Messages>, messages?: Messages): void {
    const all =
      typeof localeOrMessages === 'string' ? { [localeOrMessages]: messages! } : localeOrMessages;
    for (const locale of Object.keys(all)) {
      if (has(this.catalogs, locale)) Object.assign(this.catalogs[locale]!, all[locale]);
      else this.catalogs[locale] = all[locale]!;
    }
    this.emit('change');
  }

  loadAndActivate({ locale, messages }: { locale: string; messages: Messages }): void {
    this.active = locale;
    this.catalogs[locale] = messages;
    this.emit('change');
  }

  activate(locale: string): void {
    this.active = locale;
    this.emit('change');
  }

  _(
    id: string | { id: string; message?: string; values?: Values },
    values?: Values,
    options?: { message?: string },
  ): string {
    let fallback = options?.message;
    if (typeof id !== 'string') {
      values = id.values ?? values;
      fallback = id.message;
      id = id.id;
    }
    const messages = this.messages;
    const found = has(messages, id) ? (messages[id] as Tokens | undefined) : undefined;
    if (found === undefined) this.emit('missing', { id, locale: this.active });
    return this.format(found ?? fallback ?? id, values ?? {});
  }

  t = this._.bind(this);

  private format(tokens: Tokens, values: Values, count?: number): string {
    if (typeof tokens === 'string') return tokens;
    let text = '';
    for (const token of tokens) {
      if (token === '#' && count !== undefined) text += this.number(count);
      else if (typeof token === 'string') text += token;
      else {
        const [name, type, cases = {}] = token;
        const value = has(values, name) ? values[name] : undefined;
        if (type === 'plural' || type === 'selectordinal') {
          const { offset = 0 } = cases as { offset?: number };
          const n = Number(value) - offset;
          const rules = formatter(
            `p${type}${this.active}`,
            () =>
              new Intl.PluralRules(this.active, {
                type: type === 'plural' ? 'cardinal' : 'ordinal',
              }),
          );
          const chosen = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other ?? '';
          text += this.format(chosen, values, n);
        } else if (type === 'select') {
          const key = String(value);
          text += this.format(
            (has(cases, key) ? cases[key] : undefined) ?? cases.other ?? '',
            values,
          );
        } else if (value != null) text += String(value);
      }
    }
    return text;
  }

  number(value: number): string {
    return formatter(`n${this.active}`, () => new Intl.NumberFormat(this.active)).format(value);
  }
}

export function setupI18n(params?: ConstructorParameters<typeof I18n>[0]): I18n {
  return new I18n(params);
}
