import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, pain008Errors, pain008Texts } from '../../testing/pain008-schema';
import {
  collectionProblem,
  directDebitXml,
  formatCents,
  type DirectDebitCollection,
  type SepaCreditor,
} from './direct-debit-xml';

const creditor: SepaCreditor = {
  name: 'Kitebook International School e.V.',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  creditorId: 'DE98ZZZ09999999999',
};

const collection = (overrides: Partial<DirectDebitCollection> = {}): DirectDebitCollection => ({
  debtorName: 'Jürgen Weiß',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  mandateId: 'KB-M-00001',
  mandateDate: '2025-03-01',
  sequenceType: 'FRST',
  amountCents: 3000,
  collectionDate: '2026-12-15',
  remittance: 'Invoice 2026-0001',
  endToEndId: 'INV-2026-0001',
  ...overrides,
});

const texts = pain008Texts;

describe('directDebitXml', () => {
  it('writes a pain.008.001.08 file the schema accepts', () => {
    const file = directDebitXml({
      creditor,
      messageId: 'KB-20261205-1',
      createdAt: new Date(2026, 11, 5, 9, 30),
      collections: [
        collection(),
        collection({ mandateId: 'KB-M-00002', sequenceType: 'RCUR', amountCents: 1999, bic: '' }),
        collection({
          mandateId: 'KB-M-00003',
          debtorName: 'Zoë O’Brien 🎈 '.repeat(10),
          remittance: 'Rechnung № 7 — “Ferienlager” '.repeat(8),
          endToEndId: 'INV 2026/0003',
        }),
      ],
    });
    expect(pain008Errors(file.xml)).toEqual([]);
    expect(texts(file.xml, '//p:GrpHdr/p:MsgId')).toEqual(['KB-20261205-1']);
    expect(texts(file.xml, '//p:CdtrSchmeId//p:Othr/p:Id')).toEqual([
      'DE98ZZZ09999999999',
      'DE98ZZZ09999999999',
    ]);
    const names = texts(file.xml, '//p:Dbtr/p:Nm');
    expect(names[0]).toBe('Jürgen Weiß');
    expect(names[1]!.length).toBeLessThanOrEqual(70);
    expect(names[1]).toMatch(/^Zoe O'Brien Zoe/);
    for (const remittance of texts(file.xml, '//p:Ustrd'))
      expect(remittance.length).toBeLessThanOrEqual(140);
    expect(texts(file.xml, '//p:EndToEndId')).toContain('INV-2026/0003');
    expect(texts(file.xml, '//p:DrctDbtTxInf/p:DbtrAgt//p:Id')).toEqual(['NOTPROVIDED']);
  });

  it('is checked by a validator that does refuse a broken file', () => {
    const { xml } = directDebitXml({ creditor, messageId: 'KB-X', collections: [collection()] });
    expect(
      pain008Errors(xml.replace('<MsgId>KB-X</MsgId>', `<MsgId>${'X'.repeat(36)}</MsgId>`)),
    ).not.toEqual([]);
    expect(pain008Errors(xml.replace('<SeqTp>FRST</SeqTp>', '<SeqTp>NEXT</SeqTp>'))).not.toEqual(
      [],
    );
  });

  it('groups by collection date and sequence type, dates first, FRST before RCUR', () => {
    const file = directDebitXml({
      creditor,
      messageId: 'KB-GROUPS',
      collections: [
        collection({ sequenceType: 'RCUR', collectionDate: '2027-01-15', amountCents: 100 }),
        collection({ sequenceType: 'RCUR', collectionDate: '2026-12-15', amountCents: 200 }),
        collection({ sequenceType: 'FRST', collectionDate: '2026-12-15', amountCents: 300 }),
        collection({ sequenceType: 'RCUR', collectionDate: '2026-12-15', amountCents: 400 }),
        collection({ sequenceType: 'OOFF', collectionDate: '2026-12-15', amountCents: 500 }),
      ],
    });
    expect(pain008Errors(file.xml)).toEqual([]);
    expect(texts(file.xml, '//p:PmtInf/p:PmtTpInf/p:SeqTp')).toEqual([
      'FRST',
      'RCUR',
      'OOFF',
      'RCUR',
    ]);
    expect(texts(file.xml, '//p:PmtInf/p:ReqdColltnDt')).toEqual([
      '2026-12-15',
      '2026-12-15',
      '2026-12-15',
      '2027-01-15',
    ]);
    expect(texts(file.xml, '//p:PmtInf/p:CtrlSum')).toEqual(['3.00', '6.00', '5.00', '1.00']);
    expect(texts(file.xml, '//p:PmtInf/p:NbOfTxs')).toEqual(['1', '2', '1', '1']);
    expect(file.groups.map((group) => group.controlSumCents)).toEqual([300, 600, 500, 100]);
    expect(texts(file.xml, '//p:GrpHdr/p:CtrlSum')).toEqual(['15.00']);
    expect(texts(file.xml, '//p:GrpHdr/p:NbOfTxs')).toEqual(['5']);
  });

  it('control sums equal the sum of the amounts to the cent', () => {
    const amounts = fc.array(
      fc.record({
        amountCents: fc.integer({ min: 1, max: 99_999_999_999 }),
        sequenceType: fc.constantFrom('FRST' as const, 'RCUR' as const, 'OOFF' as const),
        day: fc.integer({ min: 10, max: 12 }),
      }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(amounts, (rows) => {
        const file = directDebitXml({
          creditor,
          messageId: 'KB-PROPERTY',
          collections: rows.map((row, index) =>
            collection({
              amountCents: row.amountCents,
              sequenceType: row.sequenceType,
              collectionDate: `2026-12-${row.day}`,
              endToEndId: `E2E-${index}`,
            }),
          ),
        });
        const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
        const amountsInFile = texts(file.xml, '//p:InstdAmt').map(centsOf);
        expect(amountsInFile.reduce((sum, cents) => sum + cents, 0)).toBe(total);
        expect(texts(file.xml, '//p:GrpHdr/p:CtrlSum').map(centsOf)).toEqual([total]);
        const groupSums = texts(file.xml, '//p:PmtInf/p:CtrlSum').map(centsOf);
        expect(groupSums.reduce((sum, cents) => sum + cents, 0)).toBe(total);
        for (const [index, group] of file.groups.entries()) {
          const inGroup = texts(file.xml, `//p:PmtInf[${index + 1}]//p:InstdAmt`).map(centsOf);
          expect(inGroup.reduce((sum, cents) => sum + cents, 0)).toBe(group.controlSumCents);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('adds ten cents three times to thirty cents, where doubles make 0.30000000000000004', () => {
    const file = directDebitXml({
      creditor,
      messageId: 'KB-DIMES',
      collections: [10, 20, 10, 20, 10, 20].map((amountCents, index) =>
        collection({ amountCents, endToEndId: `D-${index}` }),
      ),
    });
    expect(texts(file.xml, '//p:GrpHdr/p:CtrlSum')).toEqual(['0.90']);
    expect(pain008Errors(file.xml)).toEqual([]);
  });

  it('refuses what cannot be collected, and the caller can ask first', () => {
    expect(collectionProblem(collection())).toBeNull();
    expect(collectionProblem(collection({ iban: 'DE89370400440532013001' }))).toBe('IBAN');
    expect(collectionProblem(collection({ mandateId: 'KB M 1' }))).toBe('MANDATE');
    expect(collectionProblem(collection({ mandateDate: '2027-01-01' }))).toBe('MANDATE');
    expect(collectionProblem(collection({ amountCents: 0 }))).toBe('AMOUNT');
    expect(collectionProblem(collection({ amountCents: 12.5 }))).toBe('AMOUNT');
    expect(collectionProblem(collection({ debtorName: '🎈' }))).toBe('NAME');
    expect(collectionProblem(collection({ collectionDate: '2026-13-01' }))).toBe('DATE');
    expect(() =>
      directDebitXml({ creditor, messageId: 'X', collections: [collection({ amountCents: 0 })] }),
    ).toThrow(/AMOUNT/);
    expect(() =>
      directDebitXml({
        creditor: { ...creditor, creditorId: 'DE97ZZZ09999999999' },
        messageId: 'X',
        collections: [collection()],
      }),
    ).toThrow(/creditor/);
  });
});

describe('formatCents', () => {
  it('writes cents as the file’s decimal', () => {
    expect(formatCents(1)).toBe('0.01');
    expect(formatCents(3000)).toBe('30.00');
    expect(formatCents(99_999_999_999)).toBe('999999999.99');
  });
});
