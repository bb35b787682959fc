import { describe, expect, it } from 'vitest';
import { isSepaId, sepaId, sepaText } from './sepa-text';

describe('sepaText', () => {
  it('keeps the umlauts and ß German banks take', () => {
    expect(sepaText('Jürgen Weiß-Öztürk, Ärztin', 70)).toBe('Jürgen Weiß-Öztürk, Ärztin');
  });

  it('transliterates accents, other Latin letters and other alphabets', () => {
    expect(sepaText('Zoë Lefèvre-Çelik', 70)).toBe('Zoe Lefevre-Celik');
    expect(sepaText('Łukasz Żółć', 70)).toBe('Lukasz Zolc');
    expect(sepaText('Søren Ærø', 70)).toBe('Soren AEro');
    expect(sepaText('Иванова Ольга', 70)).toBe('Ivanova Olga');
    expect(sepaText('Großmann ẞ', 70)).toBe('Großmann SS');
  });

  it('makes typographic apostrophes and quotes plain ones, & a +', () => {
    expect(sepaText('O’Brien ‘n’ “Co” & Söhne', 70)).toBe("O'Brien 'n' 'Co' + Söhne");
    expect(sepaText('D`Angelo', 70)).toBe("D'Angelo");
  });

  it('drops emoji, symbols and line breaks', () => {
    expect(sepaText('Anna 🎈 Müller 👨‍👩‍👧', 70)).toBe('Anna Müller');
    expect(sepaText('Beitrag\n2026\t#1 ★ 30 €', 140)).toBe('Beitrag 2026 1 30 EUR');
    expect(sepaText('🎈🎈', 70)).toBe('');
  });

  it('cuts to the schema’s length without a space at the end', () => {
    const hundred = 'Abcdefghi '.repeat(10);
    expect(hundred).toHaveLength(100);
    expect(sepaText(hundred, 70)).toBe(hundred.slice(0, 69));
    expect(sepaText('x'.repeat(100), 70)).toHaveLength(70);
    expect(sepaText('ü'.repeat(200), 140)).toBe('ü'.repeat(140));
  });

  it('only ever answers characters of the set', () => {
    expect(sepaText('Ǆemal ™', 70)).toBe('DZemal TM');
    const text = sepaText('Ǆemal ☃ 🇩🇪 Ñandú — “quoted” ½ © ™ <tag> @home', 140);
    expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ÄÖÜäöüß]*$/);
  });
});

describe('sepaId', () => {
  it('makes an identifier of any text', () => {
    expect(sepaId('Rechnung 2026/0001')).toBe('Rechnung-2026/0001');
    expect(sepaId('Mitgliedsbeitrag Müller')).toBe('Mitgliedsbeitrag-Mueller');
    expect(sepaId('//a//b/')).toBe('a/b');
    expect(sepaId('x'.repeat(40))).toHaveLength(35);
  });

  it('tells which references may stand as they are', () => {
    expect(isSepaId('KB-M-00001')).toBe(true);
    expect(isSepaId('KB M 1')).toBe(false);
    expect(isSepaId('/KB')).toBe(false);
    expect(isSepaId('KB//1')).toBe(false);
    expect(isSepaId('Mü-1')).toBe(false);
    expect(isSepaId('x'.repeat(36))).toBe(false);
    expect(isSepaId('')).toBe(false);
  });
});
