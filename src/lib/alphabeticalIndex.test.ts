import { alphabeticalIndex, indexLetterOf, indexTitleOf } from './alphabeticalIndex';
import type { Language } from './languages';

describe('the letter a word stands under', () => {
  it.each<[Language, string, string]>([
    ['en', 'bleeding gums', 'B'],
    ['en', 'Acne', 'A'],
    ['fr', 'éclat du teint', 'E'],
    ['fr', 'œil gonflé', 'O'],
    ['fr', 'çà', 'C'],
    ['ru', 'ёлка', 'Е'],
    ['ru', 'йод', 'Й'],
    ['ru', 'зуб', 'З'],
    ['hi', 'दाँत', 'द'],
    ['hi', 'आँख', 'आ'],
    // Pinyin initials: yá, chū, zhì, bá, rì, pí, xià, ěr, qū, wài.
    ['ch', '牙龈出血', 'Y'],
    ['ch', '出血', 'C'],
    ['ch', '智齿', 'Z'],
    ['ch', '拔牙', 'B'],
    ['ch', '日晒斑', 'R'],
    ['ch', '皮肤', 'P'],
    ['ch', '下巴', 'X'],
    ['ch', '耳朵', 'E'],
    ['ch', '祛斑', 'Q'],
    ['ch', '外伤', 'W'],
    ['ch', 'PRP 注射', 'P'],
  ])('in %s, "%s" stands under %s', (language, word, letter) => {
    expect(indexLetterOf(word, language)).toBe(letter);
  });
});

describe('an index', () => {
  it('groups each language’s words under its letters, in the language’s order', () => {
    const index = (words: string[], language: Language) =>
      alphabeticalIndex(words, (word) => word, language).map(
        ({ letter, entries }) => `${letter}: ${entries.join(', ')}`,
      );
    expect(index(['éclat', 'eau', 'zèbre', 'œil', 'acné', 'Ongle'], 'fr')).toEqual([
      'A: acné',
      'E: eau, éclat',
      'O: œil, Ongle',
      'Z: zèbre',
    ]);
    expect(index(['йод', 'ёлка', 'ель', 'имплант', 'зуб'], 'ru')).toEqual([
      'Е: ёлка, ель',
      'З: зуб',
      'И: имплант',
      'Й: йод',
    ]);
    expect(index(['智齿', 'PRP', '拔牙', '牙龈', '皮肤'], 'ch')).toEqual([
      'B: 拔牙',
      'P: 皮肤, PRP',
      'Y: 牙龈',
      'Z: 智齿',
    ]);
    expect(index(['दाँत', 'आँख', 'अक्ल दाढ़', 'क्राउन'], 'hi')).toEqual([
      'अ: अक्ल दाढ़',
      'आ: आँख',
      'क: क्राउन',
      'द: दाँत',
    ]);
  });
});

describe('a title as an index lists it', () => {
  it.each<[Language, string, string]>([
    ['en', 'A severe allergic reaction', 'Severe allergic reaction'],
    ['en', 'An injury to the face or jaw', 'Injury to the face or jaw'],
    ['en', 'Anaesthesia', 'Anaesthesia'],
    ['en', 'The', 'The'],
    ['fr', 'Une réaction allergique grave', 'Réaction allergique grave'],
    ['fr', 'L’œil après une chirurgie', 'Œil après une chirurgie'],
    ['fr', 'Lèvres', 'Lèvres'],
    ['ru', 'Сильная аллергическая реакция', 'Сильная аллергическая реакция'],
  ])('in %s, "%s" is "%s"', (language, title, listed) => {
    expect(indexTitleOf(title, language)).toBe(listed);
  });
});
