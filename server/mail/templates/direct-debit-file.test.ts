import { describe, expect, it } from 'vitest';
import { directDebitFileMail, type DirectDebitFileMailOptions } from './direct-debit-file';

const base = {
  productName: 'Kitebook',
  count: 3,
  controlSumCents: 13_500,
  leftOut: 1,
  link: 'http://portal.example.org/invoices',
} satisfies Partial<DirectDebitFileMailOptions>;

describe('the direct debit file mail', () => {
  it('names the membership fees and their date', () => {
    const en = directDebitFileMail({
      ...base,
      locale: 'en',
      content: { kind: 'membership', paymentDate: '2026-12-15' },
    });
    expect(en.subject).toBe(
      'Kitebook: SEPA direct debit file, membership fees of 15 December 2026',
    );
    expect(en.text).toContain('3 collections, €135.00 in all');
    expect(en.text).toContain('1 member families without a valid mandate are not in it');
  });

  it("names a product's invoices and the month, in English and German", () => {
    const content = { kind: 'invoices', product: 'school-bus', year: 2026, month: 11 } as const;
    const en = directDebitFileMail({ ...base, locale: 'en', content });
    expect(en.subject).toBe('Kitebook: SEPA direct debit file, invoices School bus November 2026');
    expect(en.text).not.toMatch(/membership/i);
    const de = directDebitFileMail({ ...base, locale: 'de', leftOut: 0, content });
    expect(de.subject).toBe('Kitebook: SEPA-Lastschriftdatei Rechnungen Schulbus November 2026');
    expect(de.text).toContain('3 Lastschriften, zusammen 135,00');
    expect(de.text).toContain('Alle Rechnungen sind enthalten.');
  });

  it('names the invoice of a single invoice’s file', () => {
    const de = directDebitFileMail({
      ...base,
      locale: 'de',
      content: { kind: 'invoices', product: 'eca', year: 2026, month: 11, number: '2026-00012' },
    });
    expect(de.subject).toBe('Kitebook: SEPA-Lastschriftdatei Rechnung 2026-00012');
  });
});
