/**
 * Safety statements that every language must make, in that language's own words: each row
 * names the terms (as patterns) that carry the statement, so a translation that drops one fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { treatmentSlugs, type TreatmentSlug } from '../../src/content/catalogue';
import { clinicInWords } from '../../src/content/facts';
import type { UrgentText } from '../../src/content/types';
import { languages, type Language } from '../../src/lib/languages';
import { givenUnderSedation } from '../../src/content/careLinks';
import {
  showsSurgeonLine,
  situations,
  situationsOf,
  type SituationId,
} from '../../src/content/urgentCare';
import { localeFiles, stringsOf, treatmentText } from './locales';
import { sentencesOf } from './readability';

const wordsOf = (value: unknown) =>
  stringsOf(value)
    .map(([, text]) => text)
    .join(' ');

/** A statement's patterns per language; all of them must appear. */
type Terms = Record<Language, RegExp[]>;

function expectTerms(text: string, terms: Terms, language: Language) {
  for (const term of terms[language]) expect(text).toMatch(term);
}

const byLanguage = <T>(rows: readonly T[]) =>
  languages.flatMap((language) => rows.map((row) => [language, row] as const));

describe('every removed mole goes for histopathology', () => {
  const histopathology: Terms = {
    en: [/Every removed mole is sent to a laboratory for histopathology/],
    hi: [/निकाले गए हर तिल को हिस्टोपैथोलॉजी जाँच/],
    ru: [/Каждую удалённую родинку отправляют на гистологическое исследование/],
    fr: [
      /Tout grain de beauté retiré est envoyé au laboratoire pour un examen anatomopathologique/,
    ],
    ch: [/每颗去除的痣都会送实验室做组织病理学检查/],
  };

  it.each(languages)('%s: on the card and in the detail', (language) => {
    const mole = treatmentText(language, 'mole-skin-tag-and-wart-removal');
    expectTerms(wordsOf(mole.cardLines), histopathology, language);
    expect(wordsOf(mole.whatItIs)).toMatch(
      {
        en: /histopathology/,
        hi: /हिस्टोपैथोलॉजी/,
        ru: /гистологическ/,
        fr: /anatomopathologique/,
        ch: /组织病理学/,
      }[language],
    );
  });
});

describe('who may not be suitable for fillers and peels', () => {
  const common: Terms = {
    en: [/pregnant or breastfeeding/, /cold sore/, /autoimmune/, /blood thinners/],
    hi: [/गर्भवती या स्तनपान/, /कोल्ड सोर/, /ऑटोइम्यून/, /खून पतला करने वाली/],
    ru: [/Беременным и кормящим/, /герпес/, /аутоиммунн/, /разжижающие кровь/],
    fr: [/enceintes ou qui allaitent/, /bouton de fièvre/, /auto-immune/, /anticoagulants/],
    ch: [/怀孕或哺乳期/, /疱疹/, /自身免疫/, /抗凝/],
  };
  const peelsOnly: Terms = {
    en: [/isotretinoin .*6 months/, /keloids/],
    hi: [/6 महीनों में .*आइसोट्रेटिनॉइन/, /कीलॉइड/],
    ru: [/изотретиноин .*6 месяцев/, /келоидн/],
    fr: [/isotrétinoïne .*6 derniers mois/, /chéloïdes/],
    ch: [/6 个月内服用过异维A酸/, /瘢痕疙瘩/],
  };
  const underTheEyes: Terms = {
    en: [/Under the eyes .*higher-risk area/],
    hi: [/आँखों के नीचे .*ज़्यादा जोखिम वाली जगह/],
    ru: [/Под глазами .*зона повышенного риска/],
    fr: [/Sous les yeux.*zone à risque plus élevé/],
    ch: [/眼下.*风险较高的部位/],
  };
  const onlyHyaluronicDissolves: Terms = {
    en: [/other types of filler cannot/],
    hi: [/दूसरे प्रकार के फ़िलर नहीं घोले जा सकते/],
    ru: [/другие виды филлеров — нельзя/],
    fr: [/les autres types de produits, non/],
    ch: [/其他类型的填充剂则无法溶解/],
  };

  const suitability = (language: Language, slug: TreatmentSlug) => {
    const block = treatmentText(language, slug).secondary;
    // The same heading as botulinum toxin's block, so the three read as one kind of warning.
    expect(block?.heading).toBe(treatmentText(language, 'botox').secondary?.heading);
    return wordsOf(block?.points);
  };

  it.each(languages)('%s: dermal fillers', (language) => {
    expectTerms(suitability(language, 'dermal-fillers'), common, language);
    const fillers = treatmentText(language, 'dermal-fillers');
    expectTerms(wordsOf(fillers.cons), underTheEyes, language);
    expectTerms(wordsOf(fillers.cardLines), onlyHyaluronicDissolves, language);
  });

  it.each(languages)('%s: chemical peels', (language) => {
    const points = suitability(language, 'chemical-peels');
    expectTerms(points, common, language);
    expectTerms(points, peelsOnly, language);
  });
});

describe('jaw osteonecrosis: extraction and wisdom teeth warn as implants do', () => {
  const medicines: Terms = {
    en: [/bisphosphonates/, /denosumab/, /radiotherapy to the head and neck/],
    hi: [/बिसफ़ॉस्फ़ोनेट/, /डेनोसुमैब/, /सिर और गर्दन की रेडियोथेरेपी/],
    ru: [/бисфосфонат/, /деносумаб/, /лучевая терапия области головы и шеи/i],
    fr: [/bisphosphonates/, /dénosumab/, /radiothérapie de la tête et du cou/],
    ch: [/双膦酸盐/, /地舒单抗/, /头颈部接受过放疗/],
  };
  const osteonecrosis: Terms = {
    en: [/osteonecrosis of the jaw/],
    hi: [/जबड़े का ऑस्टियोनेक्रोसिस/],
    ru: [/остеонекроз челюсти/],
    fr: [/ostéonécrose de la mâchoire/],
    ch: [/颌骨坏死/],
  };

  it.each(languages)('%s', (language) => {
    const extraction = wordsOf(treatmentText(language, 'tooth-extraction').secondary);
    expectTerms(extraction, medicines, language);
    expectTerms(extraction, osteonecrosis, language);
    expectTerms(wordsOf(treatmentText(language, 'dental-implants').secondary), medicines, language);
    const wisdomTeeth = wordsOf(treatmentText(language, 'wisdom-teeth').procedure);
    expectTerms(wisdomTeeth, osteonecrosis, language);
  });
});

describe('a knocked-out tooth: first aid after the International Association of Dental Traumatology', () => {
  const adultTooth: Terms = {
    en: [
      /hold it by the crown/,
      /Do not touch or scrub the root/,
      /rinse it briefly in milk and push it gently back into its socket/,
      /bite on a clean cloth/,
      /If you cannot put it back, keep it in milk/,
      /within 60 minutes/,
    ],
    hi: [
      /सफ़ेद हिस्से \(क्राउन\) से पकड़ें/,
      /जड़ को न छुएँ, न रगड़ें/,
      /दूध में धोएँ और धीरे से उसकी जगह में वापस लगा दें/,
      /साफ़ कपड़ा दाँतों के बीच दबाकर रखें/,
      /वापस न लगा सकें, तो उसे दूध में रखें/,
      /60 मिनट के अंदर/,
    ],
    ru: [
      /держите его за коронку/,
      /Не трогайте и не трите корень/,
      /ополосните его в молоке и осторожно вставьте обратно в лунку/,
      /прикусите чистую ткань/,
      /Если вставить не получается, держите зуб в молоке/,
      /в течение 60 минут/,
    ],
    fr: [
      /tenez-la par la couronne/,
      /Ne touchez pas la racine et ne la frottez pas/,
      /rincez-la brièvement dans du lait et remettez-la doucement dans son alvéole/,
      /mordez sur un linge propre/,
      /Si vous ne pouvez pas la remettre, gardez-la dans du lait/,
      /dans les 60 minutes/,
    ],
    ch: [
      /捏住牙冠/,
      /不要触碰或擦洗牙根/,
      /用牛奶简单冲洗一下，然后轻轻按回牙槽/,
      /咬住一块干净的布/,
      /如果放不回去，就把牙齿泡在牛奶里/,
      /60 分钟内/,
    ],
  };
  const milkTooth: Terms = {
    en: [/Never put a milk tooth back/],
    hi: [/दूध का दाँत कभी वापस न लगाएँ/],
    ru: [/Никогда не вставляйте молочный зуб обратно/],
    fr: [/Ne remettez jamais une dent de lait en place/],
    ch: [/绝不要把乳牙放回去/],
  };
  const urgent = (language: Language) =>
    (
      localeFiles(language).urgent as {
        situations: Record<string, { title: string; signs: string; steps: string[] }>;
      }
    ).situations;

  it.each(languages)('%s: the urgent-help cards say what to do', (language) => {
    expectTerms(wordsOf(urgent(language)['adult-tooth-knocked-out']), adultTooth, language);
    expectTerms(wordsOf(urgent(language)['milk-tooth-knocked-out']), milkTooth, language);
  });

  it.each(languages)(
    '%s: the children’s dentistry card points to them and does not word the first aid again',
    (language) => {
      const note = treatmentText(language, 'childrens-dentistry').note ?? '';
      expect(note).toContain((localeFiles(language).urgent as { title: string }).title);
      for (const term of [...adultTooth[language], ...milkTooth[language]])
        expect(note).not.toMatch(term);
    },
  );
});

describe('after a filler, a blocked blood vessel is an emergency, now (issue 26)', () => {
  const emergency: Terms = {
    en: [/This is an emergency/, /24-hour line/, /go now to the emergency department/],
    hi: [/यह इमरजेंसी है/, /24 घंटे की लाइन/, /अभी इस इमरजेंसी विभाग में जाएँ/],
    ru: [/Это неотложное состояние/, /круглосуточную линию/, /сейчас же поезжайте/],
    fr: [/C’est une urgence/, /ligne joignable jour et nuit/, /allez maintenant aux urgences/],
    ch: [/这是急症/, /24 小时专线/, /立即前往急诊科/],
  };
  const signs: Terms = {
    en: [/severe pain/, /white, blue or mottled/, /change in vision/],
    hi: [/तेज़ दर्द/, /सफ़ेद, नीला या चितकबरा/, /नज़र में कोई भी बदलाव/],
    ru: [/сильная боль/, /белой, синюшной или пятнистой/, /меняется зрение/],
    fr: [/douleur intense/, /blanche, bleue ou marbrée/, /changement de la vue/],
    ch: [/剧烈疼痛/, /变白、发青或出现花斑/, /视力有任何改变/],
  };

  it.each(languages)('%s: the card names the signs and says to act now', (language) => {
    const card = (
      localeFiles(language).urgent as {
        situations: Record<string, unknown>;
      }
    ).situations['filler-warning-signs'];
    expectTerms(wordsOf(card), signs, language);
    expectTerms(wordsOf(card), emergency, language);
  });

  it.each(languages)('%s: the fillers page does not word those signs again', (language) => {
    const fillers = wordsOf(treatmentText(language, 'dermal-fillers').postCare);
    for (const term of signs[language].slice(1)) expect(fillers).not.toMatch(term);
  });
});

describe('a general anaesthetic is given in a hospital by an anaesthetist', () => {
  const hospital: Terms = {
    en: [/hospital/, /anaesthetist/],
    hi: [/अस्पताल/, /एनेस्थेटिस्ट/],
    ru: [/больниц/, /анестезиолог/],
    fr: [/hôpital/, /anesthésiste/],
    ch: [/医院/, /麻醉科医生/],
  };
  const operations = ['blepharoplasty', 'brow-lift', 'rhinoplasty', 'zygomatic-implants'] as const;

  it.each(byLanguage(operations))('%s: %s', (language, slug) => {
    expectTerms(wordsOf(treatmentText(language, slug)), hospital, language);
  });
});

describe('time-critical figures', () => {
  it.each(languages)('%s: steroids for Bell’s palsy, within 72 hours', (language) => {
    expect(wordsOf(treatmentText(language, 'facial-nerve-problems').whatItIs)).toMatch(
      {
        en: /Bell's palsy, steroid .*72 hours/,
        hi: /बेल्स पाल्सी.*स्टेरॉयड.*72 घंटे/,
        ru: /паралич Белла, .*кортикостероидов.*72 часа/,
        fr: /paralysie de Bell, les corticoïdes.*72 heures/,
        ch: /贝尔麻痹.*72 小时.*糖皮质激素/,
      }[language],
    );
  });

  // A mouth ulcer that has not healed is referred after 2 weeks: every page gives that one figure.
  const ulcer: Record<Language, RegExp> = {
    en: /ulcer/,
    hi: /मुँह का छाला/,
    ru: /язв/i,
    fr: /plaie.* dans la bouche|ulcère/,
    ch: /溃疡/,
  };
  const weeks: Record<Language, RegExp> = {
    en: /[\d–-]+(?: to \d+)? weeks?/g,
    hi: /[\d–-]+(?: से \d+)? हफ़्त/g,
    ru: /[\d–-]+(?:–\d+)? недел/g,
    fr: /[\d–-]+(?: à \d+)? semaines?/g,
    ch: /[\d–-]+(?: 至 \d+)? 周/g,
  };

  it.each(languages)('%s: a non-healing mouth ulcer, 2 weeks everywhere', (language) => {
    const figures = treatmentSlugs
      .flatMap((slug) => stringsOf(treatmentText(language, slug)))
      .filter(([, text]) => ulcer[language].test(text))
      .flatMap(([, text]) => text.match(weeks[language]) ?? []);
    expect(figures.length).toBeGreaterThanOrEqual(3);
    for (const figure of figures) expect(figure).toMatch(/^2\D*$/);
  });
});

describe('when the clinic is closed', () => {
  // How each language tells the patient to call or contact the clinic.
  const callTheClinic: Record<Language, RegExp> = {
    en: /\b(call|contact) the clinic\b/i,
    hi: /क्लिनिक (को फ़ोन करें|से संपर्क करें)/,
    ru: /(позвоните|свяжитесь) (в клинику|с клиникой)/i,
    fr: /(appelez|contactez)( immédiatement)? la clinique/i,
    ch: /(联系|致电)诊所/,
  };

  it.each(languages)(
    '%s: urgent help names the hospitals and the 108 ambulance, which the out-of-hours line leaves to it',
    (language) => {
      const ui = localeFiles(language).ui as { service: { outOfHours: string } };
      const urgent = localeFiles(language).urgent as UrgentText;
      const hospitals = Object.values(clinicInWords.emergencyDepartments).map(
        (names) => names[language],
      );
      const departments = Object.values(urgent.departments).join(' ');
      for (const hospital of hospitals) {
        expect(departments).toContain(hospital);
        expect(ui.service.outOfHours).not.toContain(hospital);
      }
      expect(urgent.levels.ambulance.heading).toMatch(/\b108\b/);
      expect(ui.service.outOfHours).not.toMatch(/\b108\b/);
    },
  );

  const instructions = (language: Language) =>
    treatmentSlugs.flatMap((slug) =>
      stringsOf(treatmentText(language, slug))
        .filter(([, text]) => callTheClinic[language].test(text))
        .map(([path]) => `${slug}.${path}`),
    );

  it.each(languages)(
    '%s: every instruction to call the clinic is in post-care, which the out-of-hours line follows',
    (language) => {
      const found = instructions(language);
      // As many as in English, so the pattern above has not missed one.
      expect(found).toHaveLength(instructions('en').length);
      expect(found.length).toBeGreaterThan(25);
      for (const path of found) expect(path).toMatch(/^[a-z-]+\.postCare\[\d+\]$/);
    },
  );
});

describe('who may not be suitable for rhinoplasty', () => {
  const unsuitable: Terms = {
    en: [
      /smoke/,
      /blood thinners/,
      /herbal supplements/,
      /cannot give/,
      /worry a great deal/,
      /still growing/,
    ],
    hi: [
      /धूम्रपान/,
      /खून पतला करने वाली/,
      /हर्बल सप्लीमेंट/,
      /ऑपरेशन से नहीं मिल सकता/,
      /चिंता/,
      /नाक अभी बढ़ रही/,
    ],
    ru: [
      /Курящим/,
      /разжижающие кровь/,
      /растительные добавки/,
      /дать не может/,
      /переживает из-за своей внешности/,
      /нос ещё растёт/,
    ],
    fr: [
      /fumeurs/,
      /anticoagulants/,
      /compléments à base de plantes/,
      /ne peut pas donner/,
      /apparence inquiète/,
      /nez grandit encore/,
    ],
    ch: [/吸烟者/, /抗凝/, /草药类保健品/, /超出手术所能达到/, /外貌过分担忧/, /鼻子仍在发育/],
  };

  it.each(languages)('%s: the block the fillers page has, under the same heading', (language) => {
    const block = treatmentText(language, 'rhinoplasty').secondary;
    expect(block?.heading).toBe(treatmentText(language, 'dermal-fillers').secondary?.heading);
    expectTerms(wordsOf(block?.points), unsuitable, language);
  });
});

describe('the last review’s smaller clinical fixes hold in every language', () => {
  const smoking: Record<Language, RegExp> = {
    en: /smok/i,
    hi: /धूम्रपान/,
    ru: /(?<!\p{L})кур(ить|ите|ение|ящ)/iu,
    fr: /fum(er|ez)|tabac/i,
    ch: /吸烟/,
  };

  it.each(languages)(
    '%s: no smoking for at least 48 to 72 hours after an extraction',
    (language) => {
      for (const slug of ['tooth-extraction', 'wisdom-teeth'] as const) {
        const advice = treatmentText(language, slug).postCare.filter((line) =>
          smoking[language].test(line),
        );
        expect(advice, slug).toHaveLength(1);
        expect(advice[0]).toMatch(/48.*72/);
      }
      // Nowhere does smoking come back within 24 hours.
      const soon = treatmentSlugs.flatMap((slug) =>
        stringsOf(treatmentText(language, slug))
          .filter(([, text]) => smoking[language].test(text) && /\b24\b/.test(text))
          .map(([path]) => `${slug}.${path}`),
      );
      expect(soon).toEqual([]);
    },
  );

  it.each(languages)(
    '%s: infection after a root canal returns sometimes, not rarely',
    (language) => {
      const cons = wordsOf(treatmentText(language, 'fillings-and-root-canals').cons);
      expect(cons).toMatch(
        {
          en: /Sometimes infection returns \(in about 5 to 15 of every 100 root-treated teeth\)/,
          hi: /कभी-कभी संक्रमण लौट आता है \(रूट कैनाल वाले हर 100 में से लगभग 5 से 15 दाँतों में\)/,
          ru: /Иногда инфекция возвращается \(примерно у 5–15 из 100 зубов/,
          fr: /Parfois, l’infection revient \(pour environ 5 à 15 dents dévitalisées sur 100\)/,
          ch: /有时感染会复发（每 100 颗做过根管治疗的牙中约有 5 至 15 颗）/,
        }[language],
      );
      expect(cons).not.toMatch(
        { en: /Rarely/i, hi: /बहुत कम/, ru: /В редких/i, fr: /Rarement/i, ch: /极少/ }[language],
      );
    },
  );

  it.each(languages)('%s: gold fillings often last 20 years or more, no promise', (language) => {
    expect(wordsOf(treatmentText(language, 'fillings-and-root-canals').materials)).toMatch(
      {
        en: /often last 20 years or more/,
        hi: /अक्सर 20 साल या उससे ज़्यादा/,
        ru: /часто служат 20 лет и дольше/,
        fr: /durent souvent 20 ans ou plus/,
        ch: /往往可使用 20 年或更久/,
      }[language],
    );
  });

  it.each(languages)(
    '%s: in India oral cancer is among the most common cancers, the most common in men',
    (language) => {
      expect(wordsOf(treatmentText(language, 'oral-cancer'))).toMatch(
        {
          en: /In India it is among the most common cancers, and the most common in men/,
          hi: /भारत में यह सबसे आम कैंसरों में से एक है, और पुरुषों में सबसे आम कैंसर है/,
          ru: /один из самых распространённых видов рака, а у мужчин — самый распространённый/,
          fr: /l’un des cancers les plus fréquents, et le plus fréquent chez l’homme/,
          ch: /最常见的癌症之一，也是男性中最常见的癌症/,
        }[language],
      );
    },
  );

  it.each(languages)('%s: a mole that grows back is shown to the doctor', (language) => {
    expect(wordsOf(treatmentText(language, 'mole-skin-tag-and-wart-removal').cons)).toMatch(
      {
        en: /show the doctor any mole that grows back/,
        hi: /फिर से उभरा हर तिल डॉक्टर को दिखाएँ/,
        ru: /любую родинку, которая выросла снова, покажите врачу/,
        fr: /montrez au médecin tout grain de beauté qui repousse/,
        ch: /再长出来的痣都请给医生看/,
      }[language],
    );
  });

  // HydraFacial is a trademark, and the clinic has not confirmed it uses the branded device: the
  // treatment is named by its generic name only (the slug `hydrafacial` stays, as addresses do).
  const generic: Record<Language, string> = {
    en: 'Hydradermabrasion',
    hi: 'हाइड्राडर्माब्रेशन',
    ru: 'Гидродермабразия',
    fr: 'Hydradermabrasion',
    ch: '水动力焕肤',
  };

  it.each(languages)('%s: hydradermabrasion by its generic name, no brand', (language) => {
    const everything = Object.values(localeFiles(language)).map(wordsOf).join(' ');
    expect(everything).not.toMatch(/hydra\s?facial/i);
    expect(treatmentText(language, 'hydrafacial').name).toBe(generic[language]);
  });
});

describe('no treatment page sends a breathing, airway or vision emergency to the clinic (issue 34)', () => {
  // The signs, in each language's own words.
  const breathing: Record<Language, RegExp> = {
    en: /\b(breath\w*|airway)\b/i,
    hi: /साँस/,
    ru: /дыш|дыхани|одышк/i,
    fr: /respir/i,
    ch: /呼吸|气道/,
  };
  const vision: Record<Language, RegExp> = {
    en: /\b(vision|sight)\b/i,
    hi: /नज़र (में|बदल|चली)|देखने में|धुँधला|दो-दो दिख|दो दिख/,
    ru: /зрени|двоени/i,
    fr: /\bvue\b|vision/i,
    ch: /视力|视物/,
  };
  // Sudden trouble speaking: a stroke-like sign, 108/112 on every page and card (review L2).
  const speech: Record<Language, RegExp> = {
    en: /\bspeaking\b/i,
    hi: /बोलने में/,
    ru: /говорить|(?<!\p{L})реч/iu,
    fr: /à parler|parler est/i,
    ch: /说话/,
  };
  // Where each level sends the patient: 108 or 112 (the facts filled in), an emergency department.
  const ambulance = /(?<!\d)(108|112)(?!\d)/;
  const emergencyDepartment: Record<Language, RegExp> = {
    en: /emergency department/,
    hi: /इमरजेंसी विभाग/,
    ru: /отделение неотложной помощи|приёмное отделение/,
    fr: /urgences/,
    ch: /急诊科/,
  };
  const callTheClinic: Record<Language, RegExp> = {
    en: /\b(call|contact) the clinic\b/i,
    hi: /क्लिनिक (को फ़ोन करें|से संपर्क करें)/,
    ru: /(позвоните|свяжитесь) (в клинику|с клиникой)/i,
    fr: /(appelez|contactez)( immédiatement)? la clinique/i,
    ch: /(联系|致电)诊所/,
  };

  /** The sentences of a treatment's post-care and of its block of signs, with its heading. */
  const instructions = (language: Language, slug: TreatmentSlug) => {
    const text = treatmentText(language, slug);
    const secondary = text.secondary;
    return [
      ...text.postCare.flatMap((item) => sentencesOf(item, language)),
      ...(secondary?.points ?? []).map((point) => `${secondary?.heading ?? ''}: ${point}`),
    ];
  };

  /** The level each sentence sends its sign to, or why it is wrong. */
  const routing = (language: Language, slug: TreatmentSlug) =>
    instructions(language, slug).flatMap((sentence) => {
      const problems: string[] = [];
      const toAmbulance = ambulance.test(sentence);
      const toHospital = emergencyDepartment[language].test(sentence);
      const toClinic = callTheClinic[language].test(sentence);
      if (breathing[language].test(sentence) && (!toAmbulance || toClinic))
        problems.push(`breathing, not to 108/112: ${sentence}`);
      if (vision[language].test(sentence) && (!(toAmbulance || toHospital) || toClinic))
        problems.push(`vision, not to an emergency department: ${sentence}`);
      if (speech[language].test(sentence) && (!toAmbulance || toClinic))
        problems.push(`speech, not to 108/112: ${sentence}`);
      return problems;
    });

  it.each(byLanguage(treatmentSlugs))('%s: %s', (language, slug) => {
    expect(routing(language, slug)).toEqual([]);
  });

  it.each(languages)(
    '%s: every card step that names trouble speaking sends it to 108/112',
    (language) => {
      const urgent = localeFiles(language).urgent as UrgentText;
      const steps = situations.flatMap(({ id }) =>
        urgent.situations[id].steps.flatMap((step) => sentencesOf(step, language)),
      );
      const speaking = steps.filter((step) => speech[language].test(step));
      // The filler card and the botulinum toxin card.
      expect(speaking).toHaveLength(2);
      for (const step of speaking) expect(step).toMatch(ambulance);
    },
  );

  it.each(languages)('%s: the same pages name these signs as in English', (language) => {
    const naming = (lng: Language) =>
      treatmentSlugs.filter((slug) =>
        instructions(lng, slug).some(
          (sentence) => breathing[lng].test(sentence) || vision[lng].test(sentence),
        ),
      );
    expect(naming(language)).toEqual(naming('en'));
    expect(naming('en').length).toBeGreaterThanOrEqual(9);
  });

  // The pages' sentences and their cards agree: a page that sends a sign to 108/112 shows an
  // ambulance card, one that sends it to an emergency department shows a card of that level or
  // a more urgent one. Two pages name a rare emergency with no card of its own, and say 108/112.
  const noCardOfTheirOwn: readonly TreatmentSlug[] = ['tooth-jewellery', 'facial-nerve-problems'];

  it.each(treatmentSlugs.filter((slug) => !noCardOfTheirOwn.includes(slug)))(
    '%s: its cards are at the levels its post-care names',
    (slug) => {
      const levels = new Set(situationsOf(slug).map((situation) => situation.level));
      const sentences = instructions('en', slug);
      if (sentences.some((sentence) => ambulance.test(sentence)))
        expect(levels.has('ambulance')).toBe(true);
      if (sentences.some((sentence) => sentence.includes('emergency department')))
        expect(levels.has('emergency-department') || levels.has('ambulance')).toBe(true);
    },
  );

  it('every page after an operation or sedation shows the surgeon’s line', () => {
    for (const slug of ['blepharoplasty', 'rhinoplasty', 'wisdom-teeth', 'zygomatic-implants'])
      expect(showsSurgeonLine(slug as TreatmentSlug)).toBe(true);
    // Its words and the cards that give it, in every language.
    for (const language of languages) {
      const urgent = localeFiles(language).urgent as {
        surgeonLine: string;
        callSurgeonLine: string;
      };
      expect(urgent.surgeonLine).toMatch(ambulance);
      expect(urgent.callSurgeonLine).toContain('{{phone}}');
    }
  });
});

describe('the second content review’s clinical findings hold in every language (2026-11-28)', () => {
  const urgent = (language: Language) => localeFiles(language).urgent as UrgentText;
  const steps = (language: Language, id: SituationId) =>
    urgent(language).situations[id].steps.join(' ');

  it.each(languages)(
    '%s: thoughts of suicide: Tele-MANAS first, 112 for danger, helping someone else, a phone from abroad (N1)',
    (language) => {
      const [first, second] = urgent(language).situations['thoughts-of-suicide'].steps;
      expect(first).toContain('14416');
      expect(first).toContain('1800 891 4416');
      expect(second).toMatch(/\b112\b/);
      expect(steps(language, 'thoughts-of-suicide')).toMatch(
        {
          en: /stay with them, and call Tele-MANAS together/,
          hi: /उनके साथ रहें, और मिलकर टेली-मानस को फ़ोन करें/,
          ru: /побудьте с ним и позвоните в Tele-MANAS вместе/,
          fr: /restez avec lui et appelez Tele-MANAS ensemble/,
          ch: /陪在他身边，和他一起拨打 Tele-MANAS/,
        }[language],
      );
      expect(steps(language, 'thoughts-of-suicide')).toMatch(
        {
          en: /outside India, the Tele-MANAS numbers may not connect\. Then call 112/,
          hi: /भारत के बाहर .*टेली-मानस के नंबर शायद न लगें। तब 112/,
          ru: /иностранной SIM-картой до Tele-MANAS можно не дозвониться\. Тогда позвоните 112/,
          fr: /carte SIM étrangère, les numéros de Tele-MANAS peuvent ne pas répondre\. Appelez alors le 112/,
          ch: /境外手机卡可能打不通 Tele-MANAS 的号码。这时请拨打 112/,
        }[language],
      );
      // Its own level: no ambulance heading on this card.
      expect(urgent(language).levels['talk-to-someone'].heading).not.toMatch(/\b10[8]\b|\b112\b/);
    },
  );

  it.each(languages)(
    '%s: after sedation, a child or adult not breathing normally gets CPR, guided by the call-taker (N2)',
    (language) => {
      expect(steps(language, 'after-sedation')).toMatch(
        {
          en: /If the child or adult is not breathing normally, start CPR if you can/,
          hi: /अगर बच्चा या बड़ा ठीक से साँस नहीं ले रहा है, तो हो सके तो सीपीआर/,
          ru: /Если ребёнок или взрослый не дышит нормально, начните сердечно-лёгочную реанимацию/,
          fr: /Si l’enfant ou l’adulte ne respire pas normalement, commencez la réanimation cardio-pulmonaire/,
          ch: /如果孩子或成人呼吸不正常.*心肺复苏/,
        }[language],
      );
      expect(steps(language, 'after-sedation')).toMatch(
        { en: /call-taker/, hi: /फ़ोन उठाने वाले/, ru: /Диспетчер/, fr: /L’opérateur/, ch: /接线员/ }[
          language
        ],
      );
    },
  );

  // Bleeding that does not stop, in each language's words, and the surgeon's line.
  const bleedingGoesOn: Record<Language, RegExp> = {
    en: /bleeding (that )?does not stop/i,
    hi: /ख़ून बहना बंद न हो/,
    ru: /кровотечение не останавливается/i,
    fr: /saignement (qui )?ne s’arrête pas/i,
    ch: /出血不止|止不住/,
  };
  const fever: Record<Language, RegExp> = {
    en: /fever/i,
    hi: /बुख़ार|बुखार/,
    ru: /температур/i,
    fr: /fièvre/i,
    ch: /发热/,
  };
  const surgeonsLine: Record<Language, RegExp> = {
    en: /surgeon's line, day or night/,
    hi: /सर्जन की लाइन पर दिन-रात/,
    ru: /линию хирурга, днём или ночью/,
    fr: /ligne du chirurgien, de jour comme de nuit/,
    ch: /外科医生专线（24 小时接听）/,
  };
  const callTheClinic: Record<Language, RegExp> = {
    en: /\b(call|contact) the clinic\b/i,
    hi: /क्लिनिक (को फ़ोन करें|से संपर्क करें)/,
    ru: /(позвоните|свяжитесь) (в клинику|с клиникой)/i,
    fr: /(appelez|contactez)( immédiatement)? la clinique/i,
    ch: /(联系|致电)诊所/,
  };
  const afterAnOperation = treatmentSlugs.filter(showsSurgeonLine);

  it.each(byLanguage(afterAnOperation))(
    '%s: %s sends bleeding that does not stop (and, after sedation, fever) to the surgeon’s line, day or night, never the clinic (N3)',
    (language, slug) => {
      const sentences = treatmentText(language, slug).postCare.flatMap((item) =>
        sentencesOf(item, language),
      );
      const signs = sentences.filter(
        (sentence) =>
          bleedingGoesOn[language].test(sentence) ||
          (givenUnderSedation(slug) && fever[language].test(sentence)),
      );
      for (const sentence of signs) {
        expect(sentence).toMatch(surgeonsLine[language]);
        expect(sentence).not.toMatch(callTheClinic[language]);
      }
      // Every page names bleeding that goes on, but an extraction's (its bleeding card says it)
      // and a rhinoplasty's (a nosebleed that goes on is for an emergency department).
      if (slug !== 'tooth-extraction' && slug !== 'rhinoplasty')
        expect(sentences.some((sentence) => bleedingGoesOn[language].test(sentence))).toBe(true);
    },
  );

  it('the bleeding card shows on every operation in the mouth under a general anaesthetic (N3)', () => {
    for (const slug of [
      'corrective-jaw-surgery',
      'oral-cancer',
      'cysts-and-tumours',
      'zygomatic-implants',
    ] as const)
      expect(situationsOf(slug).map(({ id }) => id)).toContain('bleeding-after-extraction');
  });

  it.each(languages)(
    '%s: a chemical in the eye: contact lenses out, no rubbing; a blister after freezing is expected (L1)',
    (language) => {
      expect(steps(language, 'chemical-in-eye-or-burn')).toMatch(
        {
          en: /Take out contact lenses if you can, and do not rub the eye/,
          hi: /कॉन्टैक्ट लेंस .*निकाल दें, और आँख न मलें/,
          ru: /Снимите контактные линзы, если можете, и не трите глаз/,
          fr: /Retirez les lentilles de contact si vous le pouvez, et ne frottez pas l’œil/,
          ch: /隐形眼镜.*取下.*不要揉眼睛/,
        }[language],
      );
      expect(wordsOf(treatmentText(language, 'mole-skin-tag-and-wart-removal').postCare)).toMatch(
        {
          en: /After freezing \(cryotherapy\), a blister often forms within a day\. This is expected and is not a burn/,
          hi: /क्रायोथेरेपी .*छाला पड़ जाता है। यह सामान्य है, जलना नहीं/,
          ru: /После криотерапии .*пузырь\. Это ожидаемо и не является ожогом/,
          fr: /Après une cryothérapie, une cloque se forme .* ce n’est pas une brûlure/,
          ch: /冷冻治疗后.*水疱。这是正常现象，不是灼伤/,
        }[language],
      );
      expect(wordsOf(treatmentText(language, 'microneedling').postCare)).toMatch(
        {
          en: /like a mild sunburn for 1 to 3 days is expected, and is not a burn/,
          hi: /सनबर्न .*सामान्य है, जलना नहीं/,
          ru: /солнечного ожога\. Это нормальная реакция, а не ожог от процедуры/,
          fr: /léger coup de soleil.*ce n’est pas une brûlure/,
          ch: /像轻微晒伤一样，这是正常现象，不是灼伤/,
        }[language],
      );
    },
  );
});

describe('each card names the emergency department for its kind of emergency, never "the nearest" (N8)', () => {
  // The words as written, before the build fills the hospitals in.
  const written = (language: Language) =>
    JSON.parse(
      readFileSync(join(process.cwd(), 'src', 'locales', language, 'urgent.json'), 'utf8'),
    ) as UrgentText;
  const department =
    /{{(emergencyDepartment|eyeEmergencyDepartment|faceEmergencyDepartment|toothEmergencyDepartment)}}/g;
  // Which hospital each card sends to, step by step: the eye to one with eye and maxillofacial
  // surgeons at night, the face and mouth to maxillofacial cover, a knocked-out tooth to a dentist.
  const sends: Partial<Record<SituationId, string[]>> = {
    'filler-warning-signs': ['emergencyDepartment'],
    'eye-after-surgery': ['eyeEmergencyDepartment'],
    'face-or-jaw-injury': ['faceEmergencyDepartment'],
    'swelling-with-fever': ['faceEmergencyDepartment'],
    'adult-tooth-knocked-out': ['toothEmergencyDepartment'],
    'chemical-in-eye-or-burn': ['eyeEmergencyDepartment', 'emergencyDepartment'],
    'bleeding-after-extraction': ['faceEmergencyDepartment'],
    'milk-tooth-knocked-out': ['emergencyDepartment', 'emergencyDepartment'],
  };
  const toAnEmergencyDepartment: Record<Language, RegExp> = {
    en: /emergency department/,
    hi: /इमरजेंसी विभाग/,
    ru: /отделение неотложной помощи|приёмное отделение/,
    fr: /urgences/,
    ch: /急诊科/,
  };
  const nearest: Record<Language, RegExp> = {
    en: /nearest/i,
    hi: /नज़दीकी|निकटतम/,
    ru: /ближайш/i,
    fr: /plus proches?/i,
    ch: /最近/,
  };

  it.each(languages)('%s', (language) => {
    const urgent = written(language);
    for (const { id } of situations) {
      const steps = urgent.situations[id].steps;
      expect(
        steps.flatMap((step) => [...step.matchAll(department)].map(([, name]) => name)),
        id,
      ).toEqual(sends[id] ?? []);
      for (const sentence of steps.flatMap((step) => sentencesOf(step, language))) {
        expect(sentence).not.toMatch(nearest[language]);
        if (toAnEmergencyDepartment[language].test(sentence))
          expect(sentence, `${id}: ${sentence}`).toMatch(department);
      }
    }
    // The printed legend: which hospital for what, each kind once.
    expect(
      Object.values(urgent.departments).flatMap((line) =>
        [...line.matchAll(department)].map(([, name]) => name),
      ),
    ).toEqual([
      'eyeEmergencyDepartment',
      'faceEmergencyDepartment',
      'toothEmergencyDepartment',
      'emergencyDepartment',
    ]);
  });
});
